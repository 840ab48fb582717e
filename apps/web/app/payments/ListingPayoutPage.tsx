import { Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { Banner } from '@variegata/ui/Banner';
import { Page } from '~/shell/Page';
import type { listingPayoutLoader } from './listing-payout-page.server';
import { PayoutStatusBox } from './PayoutStatusBox';

/** The listing wizard's payout step, back from the provider with details still due (spec 2 §2). */
export function ListingPayoutPage() {
  const { listing, status, problem } = useLoaderData<typeof listingPayoutLoader>();
  const answer = useActionData<{ formError?: string }>();
  const navigation = useNavigation();
  const shown = answer?.formError ?? problem;
  return (
    <Page title="Almost ready to publish" size="narrow" lead={`“${listing.title}” is saved as a draft. It is published as soon as your payout account is verified.`}>
      <div className="po-page">
        {shown ? <Banner tone="error">{shown}</Banner> : null}
        <PayoutStatusBox type={status.type} pending={navigation.state !== 'idle'}>
          {status.dueWords.length > 0 ? `Our payment provider still needs: ${status.dueWords.join(', ')}.` : 'Our payment provider still needs a few details.'}
        </PayoutStatusBox>
        <p className="po-lead">
          <Link to={listing.draftHref}>Preview the draft</Link> · <Link to="/account/payments">Payout settings</Link>
        </p>
      </div>
    </Page>
  );
}

import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Banner } from '@variegata/ui/Banner';
import { ComparisonTable, Disclaimers } from '~/membership/ComparisonTable';
import { BillingToggle } from '~/membership/BillingToggle';
import { PlanCarousel } from '~/membership/PlanCarousel';
import membershipStyles from '~/membership/membership.css?url';
import { Page } from '~/shell/Page';
import { membershipPageData } from '~/membership/page.server';
import { pageMeta } from '~/shell/meta';

export const meta: MetaFunction = () => pageMeta('Membership Plans');
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: membershipStyles }];

/** MembershipPage (open): billing toggle, plan carousel, comparison table, disclaimers (spec 1 §2.4). */
export const loader = ({ request, context }: LoaderFunctionArgs) => membershipPageData(request, context);

export default function MembershipPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <Page
      title="Membership Plans"
      className="page--membership"
      lead="Sell smarter and ship for less. Pick the plan that fits your greenhouse – upgrade, switch or cancel any time."
    >
      {data.error ? (
        <Banner tone="error" layout="inline">
          {data.error}
        </Banner>
      ) : null}
      <div className="mp-toolbar">
        <BillingToggle period={data.period} fromUrl={data.fromUrl} />
        <p className="mp-toolbar__hint">
          {data.period === 'yearly' ? 'Yearly billing saves up to 20% compared with paying monthly.' : 'Switch to yearly billing to save up to 20%.'}
        </p>
      </div>
      <PlanCarousel cards={data.cards} period={data.period} fromUrl={data.fromUrl} returnTo={data.currentPath} />
      <ComparisonTable comparison={data.comparison} currentPlanId={data.currentPlanId} />
      <Disclaimers items={data.disclaimers} />
    </Page>
  );
}

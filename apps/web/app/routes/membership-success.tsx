import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Badge, type BadgeVariant } from '@variegata/ui/Badge';
import { Button } from '@variegata/ui/Button';
import type { PlanId } from '@variegata/membership/plans';
import { PlanIllustration } from '~/membership/PlanIllustration';
import membershipStyles from '~/membership/membership.css?url';
import { Page } from '~/shell/Page';
import { requireUser } from '~/server/guards.server';
import { confirmCheckoutReturn, membershipSuccessData } from '~/membership/success.server';
import { pageMeta } from '~/shell/meta';

export const meta: MetaFunction = () => pageMeta('Congratulations!');
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: membershipStyles }];

/** MembershipSuccessPage (login required, fallback login; spec 1 §2.5). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context, 'login');
  await confirmCheckoutReturn(request, context, user);
  return membershipSuccessData(request, context, user);
}

const BADGE: Record<PlanId, BadgeVariant> = {
  freePlan: 'neutral',
  starterPlan: 'starter',
  premiumPlan: 'verified',
  internationalSellerPlan: 'international',
};
const ART: Record<PlanId, string> = {
  freePlan: 'membership-free',
  starterPlan: 'membership-starter',
  premiumPlan: 'membership-premium',
  internationalSellerPlan: 'membership-international-seller',
};

export default function MembershipSuccessPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <Page title="Congratulations!" size="narrow">
      <div className="mp-success">
        <PlanIllustration imageKey={ART[data.badge?.planId ?? 'freePlan']} className="mp-success__art" />
        <p className="mp-success__user">
          <span>{data.username}</span>
          {data.badge ? <Badge variant={BADGE[data.badge.planId]}>{data.badge.label}</Badge> : null}
        </p>
        <p className="mp-success__message" data-variant={data.variant}>{data.message}</p>
        <Button href={data.backHref} size="lg">
          Back to activity
        </Button>
      </div>
    </Page>
  );
}

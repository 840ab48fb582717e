import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { EditListingPage } from '~/selling/EditListingOnboardingPage';
import { requireSeller } from '~/shell/access.server';
import { pageMeta } from '~/shell/meta';

export const meta: MetaFunction = () => pageMeta('Edit listing');

/** EditListingStripeOnboardingPage: back from payout onboarding (login required, fallback sign-up). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireSeller(request, context);
  return { params: { slug: params.slug ?? '', id: params.id ?? '', type: params.type ?? '', tab: params.tab ?? '' } };
}

export default function EditListingStripeOnboardingPage() {
  return <EditListingPage params={useLoaderData<typeof loader>().params} />;
}

import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { ListingLayout } from '~/components/pages/ListingLayout';
import { requireUser } from '~/lib/guards.server';
import { pageMeta } from '~/lib/shell-meta';

export const meta: MetaFunction = () => pageMeta('Listing preview');

/** ListingPageVariant (draft or own-listing view): login required, fallback the login page. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireUser(request, context, 'login');
  return { variant: params.variant ?? '' };
}

export default function ListingPageVariant() {
  return <ListingLayout title="Listing preview" />;
}

import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { EditListingPage } from '~/components/pages/EditListingPage';
import { requireSeller } from '~/lib/shell-access.server';
import { pageMeta } from '~/lib/shell-meta';
import { NEW_LISTING_PARAMS } from '~/lib/shell-config';

export const meta: MetaFunction = () => pageMeta('Create a listing');

/** NewListingPage: the edit-listing page with slug draft, the zero id, type new, tab onestep (login required, fallback sign-up). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireSeller(request, context);
  return { params: NEW_LISTING_PARAMS };
}

export default function NewListingPage() {
  return <EditListingPage params={useLoaderData<typeof loader>().params} />;
}

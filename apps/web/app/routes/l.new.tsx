import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { EditListingView } from '~/selling/EditListingPage';
import { editListingAction, editListingLoader } from '~/selling/edit-route.server';
import { pageMeta } from '~/shell/meta';
import { NEW_LISTING_PARAMS } from '~/shell/config';
import listingStyles from '~/listing/listing.css?url';
import locationStyles from '~/selling/location.css?url';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: listingStyles },
  { rel: 'stylesheet', href: locationStyles },
];
export const meta: MetaFunction = () => pageMeta('Create a listing');

/** NewListingPage: the edit-listing page with slug draft, the zero id, type new, tab onestep (login required, fallback sign-up). */
export function loader({ request, context }: LoaderFunctionArgs) {
  return editListingLoader(request, context, NEW_LISTING_PARAMS);
}

export function action({ request, context }: ActionFunctionArgs) {
  return editListingAction(request, context, NEW_LISTING_PARAMS);
}

export default function NewListingPage() {
  return <EditListingView />;
}

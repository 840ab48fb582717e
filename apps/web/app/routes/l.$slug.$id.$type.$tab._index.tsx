import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { EditListingView } from '~/selling/EditListingPage';
import { editListingAction, editListingLoader } from '~/selling/edit-route.server';
import { pageMeta } from '~/shell/meta';
import listingStyles from '~/listing/listing.css?url';
import locationStyles from '~/selling/location.css?url';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: listingStyles },
  { rel: 'stylesheet', href: locationStyles },
];
export const meta: MetaFunction = () => pageMeta('Edit listing');

/** EditListingPage /l/{slug}/{id}/{type}/{tab} (login required, fallback sign-up); `?copyId=` copies a listing. */
export function loader({ request, context, params }: LoaderFunctionArgs) {
  return editListingLoader(request, context, params);
}

export function action({ request, context, params }: ActionFunctionArgs) {
  return editListingAction(request, context, params);
}

export default function EditListing() {
  return <EditListingView />;
}

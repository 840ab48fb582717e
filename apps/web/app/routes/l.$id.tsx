import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { ListingLayout } from '~/components/pages/ListingLayout';
import { pageMeta } from '~/lib/shell-meta';

export const meta: MetaFunction = () => pageMeta('Listing');

/** ListingPageCanonical /l/{id} (open). */
export function loader({ params }: LoaderFunctionArgs) {
  return { id: params.id ?? '' };
}

export default function ListingPageCanonical() {
  return <ListingLayout title="Listing" />;
}

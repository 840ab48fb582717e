import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { ListingLayout } from '~/components/pages/ListingLayout';
import { pageMeta } from '~/lib/shell-meta';

export const meta: MetaFunction = () => pageMeta('Listing');

/** ListingPage /l/{slug}/{id} (open). */
export function loader({ params }: LoaderFunctionArgs) {
  return { slug: params.slug ?? '', id: params.id ?? '' };
}

export default function ListingPage() {
  return <ListingLayout title="Listing" />;
}

import { data, type MetaFunction } from '@remix-run/node';
import { NotFound } from '~/shell/NotFound';
import { pageMeta } from '~/shell/meta';

export const meta: MetaFunction = () => pageMeta('Page not found');

/** NotFoundPage: served with status 404. */
export const loader = () => data(null, { status: 404 });

export default function NotFoundPage() {
  return <NotFound />;
}

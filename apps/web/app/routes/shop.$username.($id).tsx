import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Page, Placeholder } from '~/components/shell/Page';
import { pageMeta } from '~/lib/shell-meta';

/** ProfilePage: /shop/{username} and /shop/{username}/{id} (open). */
export function loader({ params }: LoaderFunctionArgs) {
  return { username: params.username ?? '' };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data ? `${data.username}'s shop` : 'Shop');

export default function ProfilePage() {
  const { username } = useLoaderData<typeof loader>();
  return (
    <Page title={username} className="page--profile">
      <Placeholder>Listings and reviews.</Placeholder>
    </Page>
  );
}

import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { PortalRedirect } from '~/components/membership/PortalRedirect';
import membershipStyles from '~/components/membership/membership.css?url';
import { Page } from '~/components/shell/Page';
import { safeReturnPath } from '~/lib/auth-redirect';
import { requireUser } from '~/lib/guards.server';
import { pageMeta } from '~/lib/shell-meta';

export const meta: MetaFunction = () => pageMeta('My subscription');
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: membershipStyles }];

/** MembershipStripePortalRedirectionPage (login required, fallback login; spec 1 §2.6). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, 'login');
  return { fromUrl: safeReturnPath(new URL(request.url).searchParams.get('from'), '') };
}

export default function MembershipStripePortalRedirectionPage() {
  const { fromUrl } = useLoaderData<typeof loader>();
  return (
    <Page title="My subscription" size="narrow">
      <PortalRedirect fromUrl={fromUrl} />
    </Page>
  );
}

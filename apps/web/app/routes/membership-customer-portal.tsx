import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { PortalRedirect } from '~/membership/PortalRedirect';
import membershipStyles from '~/membership/membership.css?url';
import { Page } from '~/shell/Page';
import { safeReturnPath } from '~/shell/auth-redirect';
import { requireUser } from '~/server/guards.server';
import { pageMeta } from '~/shell/meta';

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

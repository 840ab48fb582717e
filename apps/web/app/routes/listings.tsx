import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { ManageListings } from '~/selling/ManageListings';
import { Page } from '~/shell/Page';
import { TabBar } from '~/shell/TabBar';
import { field, readForm } from '~/server/form.server';
import { requireUser } from '~/server/guards.server';
import { lifecycle } from '~/selling/edit.server';
import { ownListingsPage } from '~/selling/manage.server';
import { pageMeta } from '~/shell/meta';
import { manageTabs } from '~/shell/tabs';
import { userHasListings } from '~/shell/user.server';
import discoveryStyles from '~/styles/discovery.css?url';
import listingStyles from '~/listing/listing.css?url';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: discoveryStyles },
  { rel: 'stylesheet', href: listingStyles },
];
export const meta: MetaFunction = () => pageMeta('Your listings');

/** ManageListingsPage (login required): the owner's listings, 42 per page. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, 'login');
  const raw = Number(new URL(request.url).searchParams.get('page') ?? '1');
  const page = Number.isInteger(raw) && raw >= 1 ? raw : 1;
  const [isSeller, result] = await Promise.all([userHasListings(context), ownListingsPage(context, page)]);
  return { isSeller, ...result, now: Date.now() };
}

/** Close, open or discard one of the owner's listings. */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context, 'login');
  const form = await readForm(request, context);
  const intent = field(form, 'intent');
  const id = field(form, 'listingId');
  if ((intent !== 'close' && intent !== 'open' && intent !== 'discard') || !/^[0-9a-f-]{36}$/i.test(id)) return data({ error: 'Unknown action.' }, { status: 400 });
  const problem = await lifecycle(context, id, intent);
  if (problem) return data({ error: problem }, { status: 409 });
  const page = new URL(request.url).searchParams.get('page');
  throw redirect(page ? `/listings?page=${page}` : '/listings');
}

export default function ManageListingsPage() {
  const { isSeller, listings, page, totalPages, totalItems, now } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <Page title="Your listings" lead={totalItems > 0 ? `${totalItems} ${totalItems === 1 ? 'listing' : 'listings'}` : undefined}>
      <TabBar label="Your listings and settings" tabs={manageTabs(isSeller)} />
      {answer?.error ? (
        <p className="el-banner" role="alert">
          {answer.error}
        </p>
      ) : null}
      <ManageListings listings={listings} page={page} totalPages={totalPages} now={now} />
    </Page>
  );
}

import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { CheckoutPage } from '~/checkout/CheckoutPage';
import checkoutStyles from '~/checkout/checkout.css?url';
import { checkoutPageData } from '~/checkout/page.server';
import { Page } from '~/shell/Page';
import { pageMeta } from '~/shell/meta';
import { useShellRootData } from '~/shell/root-data';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: checkoutStyles }];

export const meta: MetaFunction = () => pageMeta('Checkout');

/** CheckoutPage (login required): the purchase of the listing `id`. */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => checkoutPageData(request, context, params.id ?? '');

export default function CheckoutRoute() {
  const data = useLoaderData<typeof loader>();
  const csrf = useShellRootData()?.csrfToken ?? '';
  return (
    <Page title="Checkout" className="page--columns co-page">
      <CheckoutPage data={data} csrf={csrf} />
    </Page>
  );
}

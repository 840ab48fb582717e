import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Page, Placeholder } from '~/shell/Page';
import { requireUser } from '~/server/guards.server';
import { pageMeta } from '~/shell/meta';

export const meta: MetaFunction = () => pageMeta('Checkout');

/** CheckoutPage (login required). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, 'login');
  return null;
}

export default function CheckoutPage() {
  return (
    <Page title="Checkout" className="page--columns">
      <div className="columns">
        <section className="columns-main" aria-label="Shipping and payment">
          <Placeholder>Shipping address, shipping rate and card.</Placeholder>
        </section>
        <aside className="columns-side" aria-label="Order summary">
          <Placeholder>Order breakdown.</Placeholder>
        </aside>
      </div>
    </Page>
  );
}

import { redirect, type LoaderFunctionArgs } from '@remix-run/node';

/** OrderPage: /order/{id} redirects to its details. */
export const loader = ({ params }: LoaderFunctionArgs) => redirect(`/order/${encodeURIComponent(params.id ?? '')}/details`);

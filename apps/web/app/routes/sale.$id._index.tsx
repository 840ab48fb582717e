import { redirect, type LoaderFunctionArgs } from '@remix-run/node';

/** SalePage: /sale/{id} redirects to its details. */
export const loader = ({ params }: LoaderFunctionArgs) => redirect(`/sale/${encodeURIComponent(params.id ?? '')}/details`);

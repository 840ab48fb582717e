import type { ActionFunctionArgs } from '@remix-run/node';
import { bankTokenAction } from '~/payments/bank-token.server';

/** POST /api/payments/bank-account-token: the payout form's bank account token on the sandbox (see ROUTES.md, Payments). */
export const action = ({ request, context }: ActionFunctionArgs) => bankTokenAction(request, context);

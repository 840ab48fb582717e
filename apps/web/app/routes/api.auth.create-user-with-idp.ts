import type { ActionFunctionArgs } from '@remix-run/node';
import { createUserWithIdpAction } from '~/social-auth/create-user-api.server';

/** POST /api/auth/create-user-with-idp: completes a pending social sign-up (spec 1 §7). */
export const action = ({ request, context }: ActionFunctionArgs) => createUserWithIdpAction(request, context);

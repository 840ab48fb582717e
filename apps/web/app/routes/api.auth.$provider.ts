import type { LoaderFunctionArgs } from '@remix-run/node';
import { startSocialLogin } from '~/social-auth/social-start.server';

/** GET /api/auth/{provider}?from&defaultReturn&defaultConfirm: starts social sign-in (spec 1 §7). */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => startSocialLogin(request, context, params['provider']);

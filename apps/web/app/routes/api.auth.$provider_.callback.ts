import type { LoaderFunctionArgs } from '@remix-run/node';
import { finishSocialLogin } from '~/social-auth/social-callback.server';

/** GET /api/auth/{provider}/callback: the identity provider's answer (login, or on to the confirm tab). */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => finishSocialLogin(request, context, params['provider']);

import type { ActionFunctionArgs } from '@remix-run/node';
import { eventsAction } from '~/orders/events.server';

/** POST /api/events { eventType, transactionId | listingId, sender?, content? }: what happened, logged (spec 3 §7). */
export const action = ({ request, context }: ActionFunctionArgs) => eventsAction(request, context);

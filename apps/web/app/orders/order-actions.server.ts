/**
 * The actions of an order or sale page (spec 3 §2, §4, §8). The action must be one that
 * @variegata/transaction-process/actions offers the viewer in the transaction's current state;
 * one transition per transaction runs at a time (a keyed lock, shared through REDIS_URL), a second
 * one answers "Transition already in progress". Failures are values with the spec's texts.
 */
import type { AppLoadContext } from '@remix-run/node';
import { classifyError } from '@variegata/marketplace-client/errors';
import type { Transaction } from '@variegata/marketplace-client/transaction-entity';
import type { TransitionParams } from '@variegata/marketplace-client/transaction-calls';
import { err, ok, type Result } from '@variegata/result/result';
import { availableActionsAfter, type TransactionAction, type TransactionActionKind } from '@variegata/transaction-process/actions';
import { stateAfter, type Role } from '@variegata/transaction-process/process';
import { validateDispute } from '@variegata/validation/dispute';
import { validateReview } from '@variegata/validation/review';
import { field } from '~/server/form.server';
import { tryLock } from '~/server/keyed-lock.server';
import { apiFor, currentUser, trustedApiFor } from '~/server/marketplace.server';
import { sendMail } from '~/server/mail.server';
import { acceptHighBidRefusal, chargeAcceptedBid } from '~/auction/reserve-accept.server';
import { refundUnusedLabel } from './label-refund.server';
import { logFailure } from './log-failure.server';
import { ACTION_FAILED, ALREADY_REVIEWED, DISPUTE_TOO_LATE, ORDER_CHANGED, TRANSITION_IN_PROGRESS } from './action-texts';
import { shippingLabelOf } from './order-data';
import { reviewsGiven } from './order-view';

export type ActionFailure = 'invalid' | 'not-offered' | 'membership-required' | 'in-progress' | 'already-reviewed' | 'too-late' | 'changed' | 'failed';

export interface ActionDone {
  readonly kind: TransactionActionKind;
  readonly notice: string;
}

/** Field errors of a form (by field name), when the failure is `invalid`. */
export type FieldErrors = Readonly<Record<string, string>>;

const DONE: Readonly<Record<TransactionActionKind, string>> = {
  'mark-shipped': 'Marked shipped. The buyer can now follow the parcel.',
  'decline-sale': 'The sale was declined and the buyer refunded.',
  'mark-received': 'Marked received. Thank you!',
  dispute: 'Your dispute was opened. Variegata will contact you both.',
  review: 'Thank you for your review.',
  'accept-offer': 'The offer was accepted.',
  'accept-highest-bid': 'The highest bid was accepted.',
};

const TRACKING_MAX = 64;
const TRACKING = /^[A-Za-z0-9 -]{4,64}$/;

/** The process lock key of a transaction: the page's actions and the label purchase share it. */
export const transitionLockKey = (transactionId: string): string => `transaction:${transactionId}`;

type Params = Result<TransitionParams, 'invalid', FieldErrors>;

function paramsFor(kind: TransactionActionKind, form: FormData, tx: Transaction): Params {
  switch (kind) {
    case 'mark-shipped': {
      const label = shippingLabelOf(tx.metadata);
      const trackingNumber = label?.trackingNumber ?? field(form, 'trackingNumber').slice(0, TRACKING_MAX + 1);
      if (trackingNumber && !TRACKING.test(trackingNumber)) return err('invalid', undefined, { trackingNumber: 'Enter the tracking number as the carrier gives it (letters and digits).' });
      const carrier = label?.carrier ?? field(form, 'carrier').slice(0, 40);
      return ok(trackingNumber ? { protectedData: { shipment: { trackingNumber, carrier, trackingUrl: label?.trackingUrl ?? '' } } } : {});
    }
    case 'review': {
      const checked = validateReview({ reviewRating: field(form, 'reviewRating'), reviewContent: field(form, 'reviewContent') });
      if (!checked.success) return err('invalid', undefined, checked.issues);
      return ok({ reviewRating: checked.output.reviewRating, reviewContent: checked.output.reviewContent });
    }
    case 'dispute': {
      const checked = validateDispute({ disputeReason: field(form, 'disputeReason') });
      if (!checked.success) return err('invalid', undefined, checked.issues);
      const photos = form.getAll('disputePhoto').filter((p): p is string => typeof p === 'string' && /^https?:\/\//.test(p)).slice(0, 10);
      return ok({ protectedData: { disputeReason: checked.output.disputeReason, disputePhotos: photos.map((url) => ({ url })) } });
    }
    default:
      return ok({});
  }
}

/** Why an action the page showed is not offered any more. */
function notOffered(kind: TransactionActionKind, tx: Transaction, role: Role): Result<never, ActionFailure, FieldErrors> {
  const state = stateAfter(tx.lastTransition);
  if (kind === 'review' && reviewsGiven(tx)[role === 'customer' ? 'byCustomer' : 'byProvider']) return err('already-reviewed', ALREADY_REVIEWED);
  if (kind === 'dispute' && role === 'customer' && (state === 'received' || state === 'completed' || state?.startsWith('reviewed'))) return err('too-late', DISPUTE_TOO_LATE);
  return err('not-offered', ORDER_CHANGED);
}

async function call(context: AppLoadContext, action: TransactionAction, transactionId: string, params: TransitionParams): Promise<Transaction> {
  const api = action.privileged ? await trustedApiFor(context) : apiFor(context);
  try {
    return await api.transactions.transition({ id: transactionId, transition: action.transition, params });
  } catch (error) {
    // A first review that met the other side's review becomes the second one (spec 3 §4).
    if (action.fallbackTransition && classifyError(error) === 'invalid-transition') return api.transactions.transition({ id: transactionId, transition: action.fallbackTransition, params });
    throw error;
  }
}

/** Runs the action named by the form's `action` field on `tx` for the viewer in `role`. */
export async function runOrderAction(context: AppLoadContext, tx: Transaction, role: Role, form: FormData): Promise<Result<ActionDone, ActionFailure, FieldErrors>> {
  const kind = field(form, 'action') as TransactionActionKind;
  const offered = availableActionsAfter(tx.lastTransition, role, reviewsGiven(tx));
  const action = offered.find((a) => a.kind === kind);
  if (!action) return notOffered(kind, tx, role);
  const params = paramsFor(kind, form, tx);
  if (!params.ok) return params;
  // Accepting a high bid below the reserve is a starter-and-above perk (spec 1 plan tiers).
  const refusal = kind === 'accept-highest-bid' ? acceptHighBidRefusal(await currentUser(context)) : null;
  if (refusal) return err('membership-required', refusal);
  const lock = await tryLock(transitionLockKey(tx.id));
  if (!lock) return err('in-progress', TRANSITION_IN_PROGRESS);
  try {
    await call(context, action, tx.id, params.value);
    if (kind === 'decline-sale') await refundUnusedLabel(tx);
    // The accepted bid is then charged off session with the winner's saved card.
    if (kind === 'accept-highest-bid') await chargeAcceptedBid(tx.id, sendMail);
    return ok({ kind, notice: DONE[kind] });
  } catch (error) {
    const cls = classifyError(error);
    if (cls === 'already-reviewed') return err('already-reviewed', ALREADY_REVIEWED);
    if (cls === 'invalid-transition') return err('changed', ORDER_CHANGED);
    logFailure(`order action ${kind}`, error);
    return err('failed', ACTION_FAILED[kind]);
  } finally {
    await lock.release();
  }
}

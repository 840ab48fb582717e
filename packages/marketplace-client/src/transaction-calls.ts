/**
 * Marketplace API calls about orders (spec 3 §7, spec 2 §7): transactions and their transitions,
 * the transitions available now, messages and reviews. Transition names are
 * @variegata/transaction-process's (`request-payment`); the API gets them prefixed.
 */
/// <reference path="./sharetribe-sdk.d.ts" />
import type { MarketplaceSdk } from 'sharetribe-flex-sdk';
import { PROCESS_ALIAS } from '@variegata/transaction-process/process';
import { messageSchema, type Message } from './message-entity';
import { EXPANDED, defined, type ImageParams, type Paging, type SdkValues } from './request-params';
import type { Money } from './resource-schema';
import { parseList, parseOne, parsePage, type Page } from './response-parse';
import { reviewSchema, type Review, type ReviewType } from './review-entity';
import { processTransitionSchema, transactionSchema, type ProcessTransition, type Transaction } from './transaction-entity';
import { apiTransitionName, type TransitionName } from './transition-name';

export type TransactionInclude =
  | 'listing'
  | 'listing.images'
  | 'listing.author'
  | 'listing.currentStock'
  | 'customer'
  | 'customer.profileImage'
  | 'provider'
  | 'provider.profileImage'
  | 'booking'
  | 'reviews'
  | 'reviews.author'
  | 'reviews.subject'
  | 'stockReservation';

export interface TransactionIncludes extends ImageParams {
  include?: readonly TransactionInclude[];
}

/** A line item as the server computes it (@variegata/money); the API adds `lineTotal` and `reversal`. */
export interface LineItemInput {
  code: string;
  unitPrice: Money;
  includeFor: readonly ('customer' | 'provider')[];
  quantity?: number;
  percentage?: number;
  seats?: number;
  units?: number;
}

/** Parameters of a transition (which ones a transition takes depends on its actions). */
export interface TransitionParams {
  listingId?: string;
  stockReservationQuantity?: number;
  /** Privileged transitions only (trusted SDK). */
  lineItems?: readonly LineItemInput[];
  protectedData?: Readonly<Record<string, unknown>>;
  metadata?: Readonly<Record<string, unknown>>;
  /** A Stripe payment method id to charge or save. */
  paymentMethod?: string;
  setupPaymentMethodForSaving?: boolean;
  reviewRating?: number;
  reviewContent?: string;
}

export interface Initiate {
  transition: TransitionName;
  params: TransitionParams;
  /** Defaults to the purchase process, `default-purchase/release-1`. */
  processAlias?: string;
}

export interface TransactionsQueryParams extends Paging, TransactionIncludes {
  only?: 'order' | 'sale';
  lastTransitions?: readonly TransitionName[];
  processNames?: readonly string[];
  /** `createdAt`, `lastTransitionedAt`, `lastMessageAt` (descending; `-` for ascending). */
  sort?: string;
}

export interface ReviewsQueryParams extends Paging, ImageParams {
  subjectId?: string;
  listingId?: string;
  transactionId?: string;
  type?: ReviewType;
  state?: 'public' | 'pending';
  include?: readonly ('author' | 'author.profileImage' | 'subject' | 'subject.profileImage' | 'listing')[];
}

/** Transition parameters with the SDK's value types (listing id, line item prices). */
export function sdkTransitionParams(to: SdkValues, params: TransitionParams) {
  return defined({
    ...params,
    listingId: to.uuid(params.listingId),
    lineItems: params.lineItems?.map((item) => ({ ...item, unitPrice: to.money(item.unitPrice) })),
  });
}

export function transactionCalls(sdk: MarketplaceSdk, to: SdkValues) {
  const sdkParams = (params: TransitionParams) => sdkTransitionParams(to, params);
  const initiateBody = (body: Initiate) => ({ processAlias: body.processAlias ?? PROCESS_ALIAS, transition: apiTransitionName(body.transition), params: sdkParams(body.params) });
  const transitionBody = (body: { id: string; transition: TransitionName; params?: TransitionParams }) => ({
    id: to.uuid(body.id),
    transition: apiTransitionName(body.transition),
    params: sdkParams(body.params ?? {}),
  });
  const transaction = (call: string) => (response: { data: unknown }) => parseOne(transactionSchema, response, call, 'transaction');

  return {
    transactions: {
      show: async (params: { id: string } & TransactionIncludes): Promise<Transaction> =>
        transaction('transactions.show')(await sdk.transactions.show({ ...params, id: to.uuid(params.id) })),
      query: async (params: TransactionsQueryParams = {}): Promise<Page<Transaction>> =>
        parsePage(
          transactionSchema,
          await sdk.transactions.query(defined({ ...params, lastTransitions: params.lastTransitions?.map(apiTransitionName) })),
          'transactions.query',
          'transaction',
        ),
      initiate: async (body: Initiate, params: TransactionIncludes = {}): Promise<Transaction> =>
        transaction('transactions.initiate')(await sdk.transactions.initiate(initiateBody(body), { ...params, ...EXPANDED })),
      /** The same checks and line items as `initiate`, nothing stored (the checkout's price breakdown). */
      initiateSpeculative: async (body: Initiate, params: TransactionIncludes = {}): Promise<Transaction> =>
        transaction('transactions.initiateSpeculative')(await sdk.transactions.initiateSpeculative(initiateBody(body), { ...params, ...EXPANDED })),
      transition: async (body: { id: string; transition: TransitionName; params?: TransitionParams }, params: TransactionIncludes = {}): Promise<Transaction> =>
        transaction('transactions.transition')(await sdk.transactions.transition(transitionBody(body), { ...params, ...EXPANDED })),
      transitionSpeculative: async (body: { id: string; transition: TransitionName; params?: TransitionParams }, params: TransactionIncludes = {}): Promise<Transaction> =>
        transaction('transactions.transitionSpeculative')(await sdk.transactions.transitionSpeculative(transitionBody(body), { ...params, ...EXPANDED })),
    },
    processTransitions: {
      /** The transitions the transaction can take from its current state. */
      query: async (params: { transactionId: string }): Promise<ProcessTransition[]> =>
        parseList(processTransitionSchema, await sdk.processTransitions.query({ transactionId: to.uuid(params.transactionId) }), 'processTransitions.query', 'processTransition'),
    },
    messages: {
      /** Newest first, 100 per page at most. */
      query: async (params: { transactionId: string; include?: readonly ('sender' | 'sender.profileImage')[] } & Paging & ImageParams): Promise<Page<Message>> =>
        parsePage(messageSchema, await sdk.messages.query({ ...params, transactionId: to.uuid(params.transactionId) }), 'messages.query', 'message'),
      send: async (body: { transactionId: string; content: string }, params: { include?: readonly ('sender' | 'sender.profileImage')[] } = {}): Promise<Message> =>
        parseOne(messageSchema, await sdk.messages.send({ ...body, transactionId: to.uuid(body.transactionId) }, { ...params, ...EXPANDED }), 'messages.send', 'message'),
    },
    reviews: {
      query: async (params: ReviewsQueryParams): Promise<Page<Review>> => {
        const { subjectId, listingId, transactionId, ...rest } = params;
        const query = defined({
          ...rest,
          subjectId: to.uuid(subjectId),
          listingId: to.uuid(listingId),
          transactionId: to.uuid(transactionId),
        });
        return parsePage(reviewSchema, await sdk.reviews.query(query), 'reviews.query', 'review');
      },
    },
  };
}

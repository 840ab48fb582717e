/**
 * The message thread of an order (spec 3 §2, §5, §8): 100 messages a page, newest page first, with
 * older pages behind "Load older messages"; a message is masked (URLs, emails, @handles, phone
 * numbers, payment and social words) before it is stored; messages to or from a removed user are
 * refused; a failed send answers "Failed to send. Please try again.".
 */
import type { AppLoadContext } from '@remix-run/node';
import type { Message } from '@variegata/marketplace-client/message-entity';
import { err, ok, type Result } from '@variegata/result/result';
import { maskContactInfo } from '@variegata/validation/contact-masking';
import { apiFor } from '~/server/marketplace.server';
import { logFailure } from './log-failure.server';
import { MESSAGE_FAILED } from './action-texts';
import { partyView } from './party';

export const MESSAGES_PER_PAGE = 100;
/** Longer messages are refused (a message is a note between two people, not a document). */
export const MESSAGE_MAX_LENGTH = 5000;
export const MESSAGE_REQUIRED = 'Write a message first.';
export const MESSAGE_TOO_LONG = `A message can be at most ${MESSAGE_MAX_LENGTH} characters.`;

export interface MessageView {
  readonly id: string;
  readonly content: string;
  readonly mine: boolean;
  readonly senderName: string;
  readonly at: string;
}

export interface ThreadView {
  readonly messages: readonly MessageView[];
  readonly page: number;
  readonly totalPages: number;
  /** The page of older messages, or null on the oldest. */
  readonly olderPage: number | null;
  readonly newerPage: number | null;
}

/** `?messages=N` as a page number (1 = the newest messages); anything else is 1. */
export function threadPage(url: URL): number {
  const raw = url.searchParams.get('messages') ?? '';
  const n = /^\d{1,4}$/.test(raw) ? Number(raw) : 1;
  return n >= 1 ? n : 1;
}

function messageView(message: Message, viewerId: string): MessageView {
  const mine = message.sender?.id === viewerId;
  return { id: message.id, content: message.content, mine, senderName: mine ? 'You' : partyView(message.sender).name, at: message.createdAt.toISOString() };
}

export async function loadThread(context: AppLoadContext, transactionId: string, viewerId: string, page: number): Promise<ThreadView> {
  const result = await apiFor(context).messages.query({ transactionId, page, perPage: MESSAGES_PER_PAGE, include: ['sender'] });
  const totalPages = Math.max(1, result.meta.totalPages ?? 1);
  return {
    // The API answers newest first; a conversation reads oldest first.
    messages: [...result.items].reverse().map((m) => messageView(m, viewerId)),
    page,
    totalPages,
    olderPage: page < totalPages ? page + 1 : null,
    newerPage: page > 1 ? Math.min(page - 1, totalPages) : null,
  };
}

export type SendFailure = 'required' | 'too-long' | 'recipient-removed' | 'failed';

/** Masks and sends `content` (the failure's `message` is the text to show); `recipientRemovedMessage` is set when the other party was deleted or banned. */
export async function sendMessage(context: AppLoadContext, transactionId: string, content: string, recipientRemovedMessage: string | null): Promise<Result<MessageView, SendFailure>> {
  const text = content.trim();
  if (recipientRemovedMessage) return err('recipient-removed', recipientRemovedMessage);
  if (!text) return err('required', MESSAGE_REQUIRED);
  if (text.length > MESSAGE_MAX_LENGTH) return err('too-long', MESSAGE_TOO_LONG);
  try {
    const sent = await apiFor(context).messages.send({ transactionId, content: maskContactInfo(text) }, { include: ['sender'] });
    return ok(messageView(sent, sent.sender?.id ?? ''));
  } catch (error) {
    logFailure('send message', error);
    return err('failed', MESSAGE_FAILED);
  }
}

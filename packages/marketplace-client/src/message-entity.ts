/** A message in a transaction's conversation (spec 3 §3 "Message"): text, time and sender. */
import * as v from 'valibot';
import { resource } from './resource-schema';
import { userSchema } from './user-entity';

export const messageSchema = resource(
  'message',
  { content: v.string(), createdAt: v.date() },
  { sender: v.optional(userSchema) },
);
/** `{ id, content, createdAt, sender? }` */
export type Message = v.InferOutput<typeof messageSchema>;

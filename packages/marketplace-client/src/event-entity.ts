/**
 * An Integration API event (`events.query`): something that happened to a resource, in sequence
 * order. Jobs resume from the last `sequenceId` they processed.
 */
import * as v from 'valibot';
import { integer, resource, uuid } from './resource-schema';

export const eventSchema = resource(
  'event',
  {
    sequenceId: integer,
    /** `listing/updated`, `transaction/transitioned`, ... */
    eventType: v.string(),
    createdAt: v.date(),
    resourceType: v.string(),
    resourceId: uuid,
    source: v.string(),
    /** The resource after the event and the changed attributes before it (as the API sends them). */
    resource: v.optional(v.unknown()),
    previousValues: v.optional(v.unknown()),
    auditData: v.optional(v.unknown()),
  },
  {},
);
/** `{ id, sequenceId, eventType, createdAt, resourceType, resourceId, source, resource?, previousValues?, auditData? }` */
export type Event = v.InferOutput<typeof eventSchema>;

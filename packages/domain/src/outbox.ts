import { z } from 'zod';
import { defineList } from './list-definition.ts';
import { itemResponse, listResponse } from './list-query.ts';
import { outboxMessageListDeclaration } from './lists/outbox.ts';
import { OUTBOX_KINDS, OUTBOX_STATES } from './outbox-states.ts';

export { OUTBOX_KINDS, OUTBOX_STATES, type OutboxKind, type OutboxState } from './outbox-states.ts';

export const outboxMessageSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(OUTBOX_KINDS),
    recipient: z.string().describe('The address the message goes to'),
    subject: z.string(),
    textBody: z.string(),
    htmlBody: z.string().nullable(),
    state: z.enum(OUTBOX_STATES),
    attempts: z.number().int().describe('Delivery attempts made so far'),
    lastError: z.string().nullable().describe('Why the last attempt failed'),
    sentDate: z.string().nullable(),
    userId: z.number().int().nullable().describe('The user the message is about, when there is one'),
    createdDate: z.string(),
    updatedDate: z.string(),
  })
  .meta({ id: 'OutboxMessage' });
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxMessageList = defineList(outboxMessageListDeclaration);
export type OutboxMessageListQuery = z.output<typeof outboxMessageList.querySchema>;

export const outboxMessageListResponseSchema = listResponse(outboxMessageSchema);
export const outboxMessageResponseSchema = itemResponse(outboxMessageSchema);

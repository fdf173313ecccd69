import { defineResource } from './resource.ts';

export const outboxMessagesApi = defineResource({
  collection: '/v1/outbox_messages',
  one: 'OutboxMessage',
  many: 'OutboxMessages',
});

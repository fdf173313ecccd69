import { outboxMessageListDeclaration } from '@vetbo/domain/lists/outbox';
import { listUrlState, type SearchOf } from '../../lib/list-url-state.ts';

const messageParam = (value: unknown): number | undefined => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

/**
 * /overview/outbox: a term (recipient or subject, POST /v1/outbox_messages/search), one state, and
 * `message`, the message open in the side panel.
 */
export const outboxListUrl = listUrlState(outboxMessageListDeclaration, {
  filters: { state: 'one' },
  extra: { message: messageParam },
});
export type OutboxSearch = SearchOf<typeof outboxListUrl>;

export const outboxSearchSchema = outboxListUrl.schema;
export const OUTBOX_SEARCH_DEFAULTS = outboxListUrl.defaults;

import { OUTBOX_STATES, type OutboxState } from '@vetbo/domain/outbox-states';
import { optionalEnumParam, pageParam, searchSchema, textParam } from '../../lib/list-search.ts';

export interface OutboxSearch {
  page: number;
  /** Recipient or subject (POST /v1/outbox_messages/search). */
  q?: string;
  state?: OutboxState;
  /** The message open in the side panel. */
  message?: number;
}

const messageParam = (value: unknown): number | undefined => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

export const outboxSearchSchema = searchSchema<OutboxSearch>({
  page: pageParam,
  q: textParam,
  state: optionalEnumParam(OUTBOX_STATES),
  message: messageParam,
});

export const OUTBOX_SEARCH_DEFAULTS = { page: 1 } as const;

// The outbox list, declared once (zod-free: the web's list screen derives its URL state from it).
import { declareList, enumFilter, idFilter } from '../list-declaration.ts';
import { OUTBOX_KINDS, OUTBOX_STATES } from '../outbox-states.ts';

export const outboxMessageListDeclaration = declareList({
  filters: {
    id: idFilter('Messages with these ids'),
    state: enumFilter(OUTBOX_STATES, 'Messages in one of these states'),
    kind: enumFilter(OUTBOX_KINDS, 'Messages of these kinds'),
    userId: idFilter('Messages about these users'),
  },
  sorts: [],
  defaultSort: [{ field: 'createdDate', direction: 'desc' }],
  search: true,
});

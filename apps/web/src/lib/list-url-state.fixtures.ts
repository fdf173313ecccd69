import { declareList, enumFilter, flagFilter, idFilter, textFilter } from '@vetbo/domain/list-declaration';

// Shared by list-url-state.error.test.ts and list-url-state.happy.test.ts.
export const things = declareList({
  filters: {
    id: idFilter('ids'),
    colour: enumFilter(['RED', 'BLUE'], 'colours'),
    label: textFilter('labels'),
    isDone: flagFilter('done or not'),
  },
  sorts: ['label'],
  defaultSort: [{ field: 'createdDate', direction: 'desc' }],
  search: true,
});

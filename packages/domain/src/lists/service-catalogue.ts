// The catalogue's lists, declared once (zod-free: the web's screens derive their URL state from them).
import { ENABLED_STATUSES } from '../enums.ts';
import { declareList, enumFilter, idFilter, textFilter } from '../list-declaration.ts';

export const veterinaryServiceListDeclaration = declareList({
  filters: {
    id: idFilter('Services with these ids'),
    code: textFilter('Services with these codes (CE-ABO, MVS-ABO…)', { upper: true, max: 20 }),
    creditorId: idFilter('Services sold on behalf of these creditors'),
    optionStatus: enumFilter(
      ENABLED_STATUSES,
      'Services having at least one option with one of these statuses',
    ),
  },
  sorts: ['code', 'entitled'],
  defaultSort: [{ field: 'code', direction: 'asc' }],
});

export const veterinaryServiceOptionListDeclaration = declareList({
  filters: {
    id: idFilter('Options with these ids'),
    veterinaryServiceId: idFilter('The options of these services'),
    code: textFilter('Options with these codes', { upper: true, max: 30 }),
    status: enumFilter(ENABLED_STATUSES, 'ENABLED (open to new subscriptions) or DISABLED'),
  },
  sorts: ['entitled', 'code'],
  defaultSort: [{ field: 'entitled', direction: 'asc' }],
});

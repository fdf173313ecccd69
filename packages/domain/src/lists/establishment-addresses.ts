// The establishments' addresses list, declared once (zod-free, like every list declaration).
import { declareList, idFilter, textFilter } from '../list-declaration.ts';

export const establishmentAddressListDeclaration = declareList({
  filters: {
    id: idFilter('Addresses with these ids'),
    veterinaryEstablishmentId: idFilter('Addresses of these establishments'),
    postalCode: textFilter('Addresses with these postal codes', { max: 20 }),
  },
  sorts: ['postalCode'],
  // The newest first.
  defaultSort: [{ field: 'id', direction: 'desc' }],
});

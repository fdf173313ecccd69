// The invoices', credit notes' and legacy credit notes' lists, declared once (zod-free).
import {
  CREDIT_NOTE_CATEGORIES,
  INVOICE_CATEGORIES,
  INVOICE_PAYMENT_METHODS,
  PAYMENT_STATUSES,
  TREATMENT_STATUSES,
} from '../billing/enums.ts';
import {
  boundFilter,
  dateFilter,
  declareList,
  enumFilter,
  idFilter,
  textFilter,
} from '../list-declaration.ts';

const documentFilters = {
  id: idFilter('Documents with these ids'),
  paymentMethod: enumFilter(INVOICE_PAYMENT_METHODS, 'Documents paid by these methods'),
  paymentStatus: enumFilter(PAYMENT_STATUSES, 'Documents in these payment statuses'),
  accountingCode: textFilter('Documents with these client accounting codes', { upper: true, max: 20 }),
  accountingMovementIncrementalNumber: idFilter('Documents with these accounting movement numbers'),
  fromAccountingMovementIncrementalNumber: boundFilter('Accounting movement number at least', 'atLeast'),
  toAccountingMovementIncrementalNumber: boundFilter('Accounting movement number at most', 'atMost'),
  bankAccountRum: textFilter('Documents debited under these mandate references (RUM)', {
    upper: true,
    max: 35,
  }),
  deliveryInformationCode: textFilter('Documents with these delivery codes', { max: 30 }),
  senderAddressIdentityName: textFilter('Documents billed to these names', { max: 150 }),
  creditorId: idFilter('Documents of these creditors'),
  veterinaryEstablishmentId: idFilter('Documents billed to these establishments'),
  veterinaryGroupId: idFilter('Documents billed to these workgroups'),
  number: textFilter('Documents with these numbers', { upper: true, max: 20 }),
  fromIssueDate: dateFilter('Issued on or after this day', 'atLeast'),
  toIssueDate: dateFilter('Issued on or before this day', 'atMost'),
  toDueDate: dateFilter('Due on or before this day (overdue: with an unpaid status)', 'atMost'),
};

const documentSorts = [
  'amountWithoutVat',
  'amountWithVat',
  'bankAccountRum',
  'category',
  'deliveryInformationCode',
  'paymentMethod',
  'paymentStatus',
  'number',
  'issueDate',
  'dueDate',
] as const;

export const invoiceListDeclaration = declareList({
  filters: {
    ...documentFilters,
    category: enumFilter(INVOICE_CATEGORIES, 'Invoices of these categories'),
    veterinaryEstablishmentServiceDeliveryId: idFilter('The invoices carrying these deliveries'),
    veterinaryEstablishmentServicePeriodId: idFilter('The invoices carrying these subscription periods'),
  },
  sorts: documentSorts,
  defaultSort: [{ field: 'issueDate', direction: 'desc' }],
  search: true,
});

export const creditNoteListDeclaration = declareList({
  filters: {
    ...documentFilters,
    category: enumFilter(CREDIT_NOTE_CATEGORIES, 'Credit notes of these categories'),
  },
  sorts: documentSorts,
  defaultSort: [{ field: 'issueDate', direction: 'desc' }],
  search: true,
});

export const legacyCreditNoteListDeclaration = declareList({
  filters: {
    id: idFilter('Legacy credit notes with these ids'),
    veterinaryEstablishmentId: idFilter('The legacy credit notes of these establishments'),
    moderationUserId: idFilter('The legacy credit notes these users treated'),
    documentCode: textFilter('Legacy credit notes with these document codes', { max: 50 }),
    accountingStatus: enumFilter(TREATMENT_STATUSES, 'Legacy credit notes in these treatment statuses'),
  },
  sorts: ['documentCode', 'documentDate', 'unitPriceWithVat', 'accountingStatus'],
  defaultSort: [{ field: 'documentDate', direction: 'desc' }],
  search: true,
});

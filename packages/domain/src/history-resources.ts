// The history's kinds of change and the resources it is kept for: plain data, without zod, because the
// history's list declaration (lists/change-history.ts) names them and the web may read it.

export const CHANGE_KINDS = ['CREATE', 'UPDATE', 'DELETE'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** The resources whose history is kept, by their API collection name. */
export const HISTORY_RESOURCES = [
  'veterinary_establishments',
  'veterinary_establishment_addresses',
  'veterinary_establishment_activities',
  'veterinary_establishment_opening_hours',
  'veterinary_establishment_central_accounts',
  'legal_structures',
  'billing_accounts',
  'veterinary_groups',
  'veterinary_establishment_members',
  'documents',
  'images',
  'users',
  'veterinary_establishment_users',
  'veterinary_group_users',
  'required_mandates',
  'veterinary_establishment_mandates',
  'veterinary_group_mandates',
  'veterinary_service_options',
  'service_delivery_options',
  'veterinary_establishment_service_subscriptions',
  'veterinary_establishment_service_discounts',
  'veterinary_establishment_service_deliveries',
  'veterinary_establishment_service_delivery_discounts',
  'contracts',
  'contract_documents',
  'creditors',
  'medicine_package_prices',
  'legacy_establishment_credit_notes',
  'billing_documents',
  'sepa_files',
] as const;
export type HistoryResource = (typeof HISTORY_RESOURCES)[number];

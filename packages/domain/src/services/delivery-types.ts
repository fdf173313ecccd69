// Apart from catalogue.ts: the deliveries' list declaration (read by every list's first download through
// the route tree) needs only these values.
export const DELIVERY_OPTION_TYPES = [
  'FEES',
  'INSTALLATION',
  'OTHER',
  'SETUP',
  'SOFTWARE_MIGRATION',
  'SUPPORT',
  'TRAINING',
] as const;
export type DeliveryOptionType = (typeof DELIVERY_OPTION_TYPES)[number];

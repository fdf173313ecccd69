// MsgId and PmtInfId (docs/decisions.md, "SEPA files: message identification"): the prefix, the creation
// instant in UTC to the millisecond and the creditor's id, so that two files never share one; the server's
// unique index on the stored MsgId is the last guard.
import { SEPA_MAX } from './epc-text.ts';

export const MESSAGE_ID_PREFIX_PATTERN = /^[A-Z0-9]{1,6}$/;

/** "VBSDD-20261127133818123-2": prefix, UTC YYYYMMDDHHMMSSmmm, creditor id. */
export function messageIdFor(prefix: string, now: Date, creditorId: number): string {
  if (!MESSAGE_ID_PREFIX_PATTERN.test(prefix))
    throw new RangeError(`A message id prefix is 1 to 6 capital letters or digits (${prefix})`);
  const stamp = now.toISOString().replace(/\D/g, '');
  const id = `${prefix}-${stamp}-${creditorId}`;
  if (id.length > SEPA_MAX.identifier - 4) throw new RangeError(`Message id too long: ${id}`);
  return id;
}

/** The n-th (1-based) PmtInf of the message: "VBSDD-20261127133818123-2-1". */
export function paymentInformationIdFor(messageId: string, index: number): string {
  const id = `${messageId}-${index}`;
  if (id.length > SEPA_MAX.identifier) throw new RangeError(`Payment information id too long: ${id}`);
  return id;
}

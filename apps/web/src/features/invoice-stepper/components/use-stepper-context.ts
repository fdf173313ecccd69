// What the stepper knows about the values chosen so far: the billed client, the account a direct debit
// draws on (by default the client's main account, as the server takes it), whether that account holds a
// mandate of the creditor, and the refusals the server would give that the screen can tell in advance.
import { isDirectDebit } from '@vetbo/domain/billing/enums';
import { useTranslation } from 'react-i18next';
import { useEnabledBillingAccounts } from '../../../components/pickers/billing-account-options.ts';
import type { FieldErrors } from '../../../lib/form-errors.ts';
import {
  useBilledTarget,
  useCreditors,
  useCurrentGroup,
  useHasValidMandate,
} from '../api/invoice-stepper.ts';
import { previewTotals, type StepperValues } from '../stepper-values.ts';

const idOf = (value: string) => (/^\d+$/.test(value) ? Number(value) : undefined);

export function useStepperContext(values: StepperValues) {
  const { t } = useTranslation();
  const kind = values.targetKind;
  const targetField =
    kind === 'establishment' ? ('veterinaryEstablishmentId' as const) : ('veterinaryGroupId' as const);
  const targetId = idOf(values[targetField]);
  const { target } = useBilledTarget(kind, targetId);

  const method = values.paymentMethod;
  const debit = isDirectDebit(method);
  // VETERINARY_GROUP_BILLING_ACCOUNT for an establishment: its group of today pays.
  const group = useCurrentGroup(
    debit && kind === 'establishment' && method === 'VETERINARY_GROUP_BILLING_ACCOUNT' ? targetId : undefined,
  );
  const payer =
    method === 'VETERINARY_GROUP_BILLING_ACCOUNT' && kind === 'establishment'
      ? group && {
          legalStructureId: group.legalStructureId,
          mainBillingAccountId: group.mainBillingAccountId,
        }
      : target;
  const defaultAccountId =
    method === 'SPECIFIC_BILLING_ACCOUNT' ? undefined : (payer?.mainBillingAccountId ?? undefined);
  const accounts = useEnabledBillingAccounts(debit ? (payer?.legalStructureId ?? undefined) : undefined);

  const creditors = useCreditors();
  const creditorId = idOf(values.creditorId);
  const creditor = creditors?.find((each) => each.id === creditorId);
  const creditorIncomplete =
    creditor !== undefined &&
    (!creditor.legalForm || creditor.shareCapital === null || !creditor.tradeRegisterCity);
  const accountId = debit ? idOf(values.billingAccountId) : undefined;
  const hasMandate = useHasValidMandate(accountId, creditorId);
  const totals = previewTotals(values.lines);

  /** Refusals the server would give, told before sending: they keep the user on their step. */
  const blocking: FieldErrors = {};
  if (target && !target.legalStructureId)
    blocking[targetField] = t('invoiceStepper.client.noLegalStructureShort');
  if (creditorIncomplete) blocking.creditorId = t('invoiceStepper.document.creditorIncompleteShort');
  // A chosen account is required (checkValues); without a default, the spec's message says why.
  if (debit && !values.billingAccountId && method !== 'SPECIFIC_BILLING_ACCOUNT')
    blocking.billingAccountId = t('invoiceStepper.document.noDefaultAccount');
  if (totals.kind === 'overflow') blocking.lines = totals.message;

  return {
    target,
    targetField,
    debit,
    defaultAccountId,
    /** VETERINARY_GROUP_BILLING_ACCOUNT for an establishment that belongs to no group today. */
    noGroup: debit && method === 'VETERINARY_GROUP_BILLING_ACCOUNT' && kind === 'establishment' && !group,
    accounts: accounts.data?.data ?? [],
    creditors: creditors ?? [],
    creditor,
    creditorIncomplete,
    /** False only when the account and creditor are chosen and no valid mandate was found. */
    hasMandate: debit ? hasMandate : undefined,
    totals,
    blocking,
  };
}

export type StepperContext = ReturnType<typeof useStepperContext>;

// The defaults the stepper fills as choices are made: the client's accounting code, the account a direct
// debit draws on (the client's main account), and choices that the document type or the client rule out.
import {
  CREDIT_NOTE_CATEGORIES,
  CREDIT_NOTE_PAYMENT_METHODS,
  INVOICE_CATEGORIES,
} from '@vetbo/domain/billing/enums';
import { useEffect, useRef } from 'react';
import type { FormState } from '../../../hooks/useFormState.ts';
import type { StepperValues } from '../stepper-values.ts';
import type { StepperContext } from './use-stepper-context.ts';

export const categoriesOf = (documentType: string): readonly string[] =>
  documentType === 'CREDIT_NOTE' ? CREDIT_NOTE_CATEGORIES : INVOICE_CATEGORIES;

/** The payment methods of a document type for a client kind (a workgroup has no establishment account). */
export function paymentMethodsOf(documentType: string, kind: StepperValues['targetKind']): readonly string[] {
  if (documentType === 'CREDIT_NOTE') return CREDIT_NOTE_PAYMENT_METHODS;
  const methods = [
    ...CREDIT_NOTE_PAYMENT_METHODS,
    'SPECIFIC_BILLING_ACCOUNT',
    'VETERINARY_GROUP_BILLING_ACCOUNT',
  ];
  return kind === 'establishment' ? [...methods, 'VETERINARY_ESTABLISHMENT_BILLING_ACCOUNT'] : methods;
}

export function useDefaults(form: FormState<StepperValues>, context: StepperContext) {
  const { values, setValue } = form;
  const targetCode = context.target?.accountingCode ?? '';
  const previousCode = useRef('');
  const typedCode = useRef(values.accountingCode);
  typedCode.current = values.accountingCode;
  useEffect(() => {
    // Another client chosen: its code, unless the user typed one of their own.
    if (typedCode.current === '' || typedCode.current === previousCode.current)
      setValue('accountingCode', targetCode);
    previousCode.current = targetCode;
  }, [targetCode, setValue]);

  const defaultAccount = context.defaultAccountId === undefined ? '' : String(context.defaultAccountId);
  const accountKey = `${values.paymentMethod}|${defaultAccount}`;
  const previousAccountKey = useRef(accountKey);
  useEffect(() => {
    if (previousAccountKey.current === accountKey) return;
    previousAccountKey.current = accountKey;
    setValue('billingAccountId', context.debit ? defaultAccount : '');
  }, [accountKey, context.debit, defaultAccount, setValue]);

  useEffect(() => {
    if (values.category && !categoriesOf(values.documentType).includes(values.category))
      setValue('category', '');
    const methods = paymentMethodsOf(values.documentType, values.targetKind);
    if (values.paymentMethod && !methods.includes(values.paymentMethod)) setValue('paymentMethod', '');
  }, [values.documentType, values.targetKind, values.category, values.paymentMethod, setValue]);
}

// /onboarding/regulariser-compte: the leader gives an account's bank details again. A new IBAN revokes
// the mandates signed for the old one and calls for new ones, to sign from the Mandats page.
import { Alert, Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { apiRequest, isApiError } from '@vetbo/api-client/client';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { usePageTitle } from '../../../hooks/usePageTitle.ts';
import { markPrimaryContentShown } from '../../../lib/first-paint.ts';
import { type FieldErrors, fieldErrorsFromProblem } from '../../../lib/form-errors.ts';
import { showSuccessToast } from '../../../lib/toasts.tsx';
import { onboardingQueryOptions, useOnboarding } from '../api/get-onboarding.ts';

// The border carries the colour; the title stays dark (green.9 or orange.9 text is under 4.5:1, axe).
const DARK_TITLE = { title: { color: 'var(--mantine-color-dark-7)' } };

function useRegularise() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesFieldErrors: true },
    mutationFn: async ({ id, iban, bicSwift }: { id: number; iban: string; bicSwift: string }) =>
      (
        await apiRequest({
          operation: 'regulariseMyBillingAccount',
          method: 'PATCH',
          path: '/v1/me/billing_accounts/{id}',
          pathParams: { id },
          body: { iban, bicSwift: bicSwift || null },
          requiresBody: true,
        })
      ).data,
    onSuccess: (onboarding) => queryClient.setQueryData(onboardingQueryOptions().queryKey, onboarding),
  });
}

export function RegularisePage() {
  useEffect(markPrimaryContentShown, []);
  const { t } = useTranslation();
  usePageTitle(t('onboarding.regularise.title'));
  const search = useSearch({ strict: false }) as { billingAccountId?: number };
  const navigate = useNavigate();
  const onboarding = useOnboarding();
  const accounts = onboarding.data?.billingAccounts ?? [];
  const [accountId, setAccountId] = useState<string | null>(
    search.billingAccountId ? String(search.billingAccountId) : null,
  );
  const [iban, setIban] = useState('');
  const [bicSwift, setBicSwift] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const regularise = useRegularise();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {};
    if (!accountId) found.billingAccountId = t('onboarding.regularise.required');
    if (!iban.trim()) found.iban = t('onboarding.regularise.required');
    setErrors(found);
    if (Object.keys(found).length > 0 || !accountId) return;
    try {
      await regularise.mutateAsync({ id: Number(accountId), iban, bicSwift });
      showSuccessToast(t('onboarding.regularise.done'));
      await navigate({ to: ROUTE_PATHS['onboarding-mandates'] });
    } catch (error) {
      // Field errors go onto the form; anything else reaches the user through the app's error toast.
      if (isApiError(error) && error.fieldErrors.length > 0)
        setErrors(fieldErrorsFromProblem(error.fieldErrors));
    }
  };

  return (
    <Stack gap="md" maw={560}>
      <Title order={1}>{t('onboarding.regularise.title')}</Title>
      <Text c="dark.6">{t('onboarding.regularise.intro')}</Text>
      {onboarding.isSuccess && accounts.length === 0 ? (
        <Alert
          color="orange.9"
          variant="outline"
          styles={DARK_TITLE}
          title={t('onboarding.regularise.noAccount')}
        />
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="sm">
            <Select
              label={t('onboarding.regularise.account')}
              data={accounts.map((account) => ({
                value: String(account.id),
                label: `${account.entitled} — ${account.ibanMasked ?? t('onboarding.mandatesPage.noIban')}`,
              }))}
              value={accountId}
              onChange={setAccountId}
              error={errors.billingAccountId}
              required
            />
            <TextInput
              label={t('onboarding.regularise.iban')}
              value={iban}
              onChange={(event) => setIban(event.currentTarget.value)}
              error={errors.iban}
              autoComplete="off"
              required
            />
            <TextInput
              label={t('onboarding.regularise.bic')}
              value={bicSwift}
              onChange={(event) => setBicSwift(event.currentTarget.value)}
              error={errors.bicSwift}
              autoComplete="off"
            />
            <Text size="sm">{t('onboarding.regularise.consequence')}</Text>
            <Group>
              <Button type="submit" loading={regularise.isPending}>
                {t('onboarding.regularise.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}

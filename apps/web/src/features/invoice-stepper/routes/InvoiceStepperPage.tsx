import { Alert, Stack, Text, Title } from '@mantine/core';
import { STAFF_ROLES } from '@vetbo/domain/enums';
import { can } from '@vetbo/domain/permissions';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMayWrite } from '../../../components/permissions/use-may-write.ts';
import { usePageTitle } from '../../../hooks/usePageTitle.ts';
import { markPrimaryContentShown } from '../../../lib/first-paint.ts';
import { InvoiceStepper } from '../components/InvoiceStepper.tsx';

/** /invoice/new: the stepper for the roles that issue by hand (`billing`), a refusal for the others. */
export function InvoiceStepperPage() {
  const { t } = useTranslation();
  usePageTitle(t('invoiceStepper.title'));
  useEffect(markPrimaryContentShown, []);
  const mayWrite = useMayWrite('billing');
  const writers = STAFF_ROLES.filter((role) => can(role, 'write', 'billing')).map((role) =>
    t(`staffRoles.${role}`),
  );
  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={4}>
        <Title order={1}>{t('invoiceStepper.title')}</Title>
        <Text c="dimmed">{t('invoiceStepper.intro')}</Text>
      </Stack>
      {mayWrite ? (
        <InvoiceStepper />
      ) : (
        <Alert color="gray" variant="outline" title={t('errors.forbidden.title')} data-status="403">
          {t('invoiceStepper.forbidden', { roles: writers.join(', ') })}
        </Alert>
      )}
    </Stack>
  );
}

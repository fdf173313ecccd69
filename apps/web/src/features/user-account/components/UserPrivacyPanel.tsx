import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/feedback/ConfirmModal.tsx';
import { WriteAction } from '../../../components/permissions/WriteAction.tsx';
import { Icon } from '../../../components/ui/Icon.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { showSuccessToast } from '../../../lib/toasts.tsx';
import { downloadPrivacyExport, useAnonymiseUser, useUserAccount } from '../api/user-account.ts';

/** Personal data (ADMIN): download the export, anonymise after a confirmation. */
export function UserPrivacyPanel({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const user = useUserAccount(userId);
  const anonymise = useAnonymiseUser(userId);
  const [confirming, setConfirming] = useState(false);
  const [exporting, setExporting] = useState(false);
  const data = user.data?.data;
  const name = data ? `${data.firstName} ${data.lastName}` : '';

  return (
    <Stack gap="lg" align="flex-start">
      <Stack gap="xs" align="flex-start">
        <Title order={3} size="h4">
          {t('userAccount.privacy.title')}
        </Title>
        <Text size="sm">{t('userAccount.privacy.exportLead')}</Text>
        <Button
          variant="default"
          leftSection={<Icon name="download" size={16} />}
          loading={exporting}
          onClick={() => {
            setExporting(true);
            void downloadPrivacyExport(userId).finally(() => setExporting(false));
          }}
        >
          {t('userAccount.privacy.export')}
        </Button>
      </Stack>
      {data?.account.anonymisedDate ? (
        <Alert color="gray" variant="light">
          {t('userAccount.privacy.already', { date: formatDateTime(data.account.anonymisedDate) })}
        </Alert>
      ) : (
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('userAccount.privacy.anonymiseLead')}</Text>
          <WriteAction area="privacy">
            <Button color="red.9" variant="outline" disabled={!data} onClick={() => setConfirming(true)}>
              {t('userAccount.privacy.anonymise')}
            </Button>
          </WriteAction>
        </Stack>
      )}
      <ConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('userAccount.privacy.confirmTitle', { name })}
        cancelLabel={t('userAccount.privacy.cancel')}
        confirmLabel={t('userAccount.privacy.confirm')}
        alert={anonymise.isError ? { text: anonymise.error.message } : undefined}
        pending={anonymise.isPending}
        onConfirm={() =>
          anonymise.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              showSuccessToast(t('userAccount.privacy.done'));
            },
          })
        }
      >
        {t('userAccount.privacy.confirmText')}
      </ConfirmModal>
    </Stack>
  );
}

import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { can } from '@vetbo/domain/permissions';
import { useTranslation } from 'react-i18next';
import { WriteAction } from '../../../components/permissions/WriteAction.tsx';
import { DetailList } from '../../../components/ui/DetailList.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { showSuccessToast } from '../../../lib/toasts.tsx';
import { useMe } from '../../auth/public.ts';
import { useSendInvitation, useUserAccount } from '../api/user-account.ts';

/** The sign-in account of a user: invitation state and dates, password, last sign-in; (re)send the invitation. */
export function UserAccountPanel({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const user = useUserAccount(userId);
  const invite = useSendInvitation(userId);
  const me = useMe();
  if (user.isPending) return <Loader size="sm" aria-label={t('userAccount.account.title')} />;
  if (user.isError)
    return (
      <Alert color="red.9" variant="outline" role="alert">
        {t('userAccount.account.error')}
      </Alert>
    );
  const { email, account, staffRole } = user.data.data;
  // The server's rules (issue 20): an invitation only to someone without a password, never to oneself, and
  // to a person with a staff role only from an ADMIN — whoever receives the link takes the account.
  const invitationRule = account.passwordSet
    ? t('userAccount.account.passwordAlreadySet')
    : userId === me.data?.id
      ? t('userAccount.account.notOneself')
      : staffRole && !can(me.data?.staffRole, 'write', 'roles')
        ? t('userAccount.account.staffAdminOnly')
        : null;
  const date = (value: string | null) => (value ? formatDateTime(value) : t('userAccount.account.never'));

  return (
    <Stack gap="md" align="flex-start">
      {account.anonymisedDate ? (
        <Alert color="gray" variant="light">
          {t('userAccount.account.anonymised', { date: formatDateTime(account.anonymisedDate) })}
        </Alert>
      ) : null}
      <DetailList
        emptyText="—"
        items={[
          {
            label: t('userAccount.account.invitationState'),
            value: t(`userAccount.account.states.${account.invitationState}`),
          },
          {
            label: t('userAccount.account.invitationSentDate'),
            value: account.invitationSentDate && formatDateTime(account.invitationSentDate),
          },
          ...(account.invitationState === 'PENDING'
            ? [
                {
                  label: t('userAccount.account.invitationExpiresDate'),
                  value: formatDateTime(account.invitationExpiresDate),
                },
              ]
            : []),
          {
            label: t('userAccount.account.passwordSet'),
            value: account.passwordSet
              ? t('userAccount.account.passwordYes')
              : t('userAccount.account.passwordNo'),
          },
          { label: t('userAccount.account.lastSignInDate'), value: date(account.lastSignInDate) },
        ]}
      />
      {account.anonymisedDate ? null : invitationRule ? (
        <Text size="sm">{invitationRule}</Text>
      ) : (
        // POST /v1/users/{id}/invitations checks users (x-access).
        <WriteAction area="users">
          <Button
            variant="light"
            loading={invite.isPending}
            onClick={() =>
              invite.mutate(undefined, {
                onSuccess: () => showSuccessToast(t('userAccount.account.sent', { email })),
              })
            }
          >
            {account.invitationState === 'NONE'
              ? t('userAccount.account.send')
              : t('userAccount.account.resend')}
          </Button>
        </WriteAction>
      )}
      {invite.isError ? (
        <Text size="sm" c="red.9" role="alert">
          {invite.error.message}
        </Text>
      ) : null}
    </Stack>
  );
}

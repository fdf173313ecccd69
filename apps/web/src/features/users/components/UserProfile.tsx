import { Paper, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../../components/ui/DetailList.tsx';
import { formatDate, formatDateTime } from '../../../lib/format-date.ts';
import type { User } from '../api/user.ts';

/** The profile tab: who the user is (spec §3.6). */
export function UserProfile({ user }: { user: User }) {
  const { t } = useTranslation();
  const label = (field: string) => t(`users.fields.${field}` as 'users.fields.email');
  return (
    <Paper withBorder p="md" radius="sm" component="section">
      <Title order={2} size="h4" mb="sm">
        {t('users.detail.tabs.profile')}
      </Title>
      <DetailList
        emptyText={t('common.notSet')}
        items={[
          { label: label('gender'), value: t(`users.genders.${user.gender}`) },
          { label: label('firstName'), value: user.firstName },
          { label: label('lastName'), value: user.lastName },
          { label: label('dateOfBirth'), value: user.dateOfBirth ? formatDate(user.dateOfBirth) : null },
          { label: label('cityOfBirth'), value: user.cityOfBirth },
          { label: label('language'), value: user.language === 'en' ? 'English' : 'Français' },
          { label: label('timezone'), value: user.timezone },
          { label: label('hourDisplay'), value: user.hourDisplay },
          { label: label('createdDate'), value: formatDateTime(user.createdDate) },
          { label: label('updatedDate'), value: formatDateTime(user.updatedDate) },
        ]}
      />
    </Paper>
  );
}

/** The contacts tab: e-mail and phone numbers (E.164). */
export function UserContacts({ user }: { user: User }) {
  const { t } = useTranslation();
  const label = (field: string) => t(`users.fields.${field}` as 'users.fields.email');
  return (
    <Paper withBorder p="md" radius="sm" component="section">
      <Title order={2} size="h4" mb="sm">
        {t('users.detail.tabs.contacts')}
      </Title>
      <DetailList
        emptyText={t('common.notSet')}
        items={[
          { label: label('email'), value: user.email },
          { label: label('mainPhoneNumber'), value: user.mainPhoneNumber },
          { label: label('otherPhoneNumbers'), value: user.otherPhoneNumbers.join(', ') || null },
        ]}
      />
    </Paper>
  );
}

/** The account tab: how the user signs in and what they may do in the back office. */
export function UserAccount({ user }: { user: User }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="sm" component="section">
      <Title order={2} size="h4" mb="sm">
        {t('users.account.title')}
      </Title>
      <DetailList
        emptyText={t('common.notSet')}
        items={[
          { label: t('users.fields.email'), value: user.email },
          {
            label: t('users.fields.staffRole'),
            value: user.staffRole ? t(`users.roles.${user.staffRole}`) : t('users.detail.noRole'),
          },
        ]}
      />
    </Paper>
  );
}

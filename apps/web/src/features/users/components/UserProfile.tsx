import { useTranslation } from 'react-i18next';
import { InfoSections } from '../../../components/detail/InfoSections.tsx';
import { formatDate, formatDateTime } from '../../../lib/format-date.ts';
import type { User } from '../api/users.ts';

/** The profile tab: who the user is (spec §3.6). */
export function UserProfile({ user }: { user: User }) {
  const { t } = useTranslation();
  return (
    <InfoSections
      record={user}
      columns={1}
      label={(field) => t(`users.fields.${field}` as 'users.fields.email')}
      sections={[
        {
          title: t('users.detail.tabs.profile'),
          fields: [
            { field: 'gender', value: (r) => t(`users.genders.${r.gender}`) },
            'firstName',
            'lastName',
            { field: 'dateOfBirth', value: (r) => (r.dateOfBirth ? formatDate(r.dateOfBirth) : null) },
            'cityOfBirth',
            { field: 'language', value: (r) => (r.language === 'en' ? 'English' : 'Français') },
            'timezone',
            'hourDisplay',
            { field: 'createdDate', value: (r) => formatDateTime(r.createdDate) },
            { field: 'updatedDate', value: (r) => formatDateTime(r.updatedDate) },
          ],
        },
      ]}
    />
  );
}

/** The contacts tab: e-mail and phone numbers (E.164). */
export function UserContacts({ user }: { user: User }) {
  const { t } = useTranslation();
  return (
    <InfoSections
      record={user}
      columns={1}
      label={(field) => t(`users.fields.${field}` as 'users.fields.email')}
      sections={[
        {
          title: t('users.detail.tabs.contacts'),
          fields: [
            'email',
            'mainPhoneNumber',
            { field: 'otherPhoneNumbers', value: (r) => r.otherPhoneNumbers.join(', ') || null },
          ],
        },
      ]}
    />
  );
}

/** The account tab: how the user signs in and what they may do in the back office. */
export function UserAccount({ user }: { user: User }) {
  const { t } = useTranslation();
  return (
    <InfoSections
      record={user}
      columns={1}
      label={(field) => t(`users.fields.${field}` as 'users.fields.email')}
      sections={[
        {
          title: t('users.account.title'),
          fields: [
            'email',
            {
              field: 'staffRole',
              value: (r) => (r.staffRole ? t(`users.roles.${r.staffRole}`) : t('users.detail.noRole')),
            },
          ],
        },
      ]}
    />
  );
}

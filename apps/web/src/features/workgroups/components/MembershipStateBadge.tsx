import { Badge } from '@mantine/core';
import type { Schema } from '@vetbo/api-client/client';
import { useTranslation } from 'react-i18next';

type Membership = Pick<Schema<'VeterinaryEstablishmentMember'>, 'active' | 'joinDate'>;

/** Current, upcoming (joins later) or ended, as the API's `active` and the join date tell. */
export function MembershipStateBadge({ membership }: { membership: Membership }) {
  const { t } = useTranslation();
  const today = new Date().toISOString().slice(0, 10);
  const state = membership.active ? 'active' : membership.joinDate > today ? 'future' : 'ended';
  const color = { active: 'teal.9', future: 'blue.9', ended: 'gray.8' }[state];
  return (
    <Badge variant="light" color={color} radius="sm">
      {t(`membership.${state}`)}
    </Badge>
  );
}

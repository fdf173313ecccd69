import { Button, Group, Stack, Text } from '@mantine/core';
import type { Schema } from '@vetbo/api-client/client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { RelatedTable } from '../../../components/detail/RelatedTable.tsx';
import { useMayWrite } from '../../../components/permissions/use-may-write.ts';
import { WriteMark } from '../../../components/permissions/WriteAction.tsx';
import { Icon } from '../../../components/ui/Icon.tsx';
import { AnchorLink } from '../../../components/ui/links.tsx';
import { useMe } from '../../auth/public.ts';
import { useStructureBillingAccounts } from '../api/related.ts';
import { BillingAccountFormDrawer } from './BillingAccountFormDrawer.tsx';
import { BillingAccountStatusBadge } from './BillingAccountStatusBadge.tsx';
import { displayIban } from './display-iban.ts';

/**
 * The Comptes de facturation tab: IBAN as the API returns it (masked for most roles), "Nouveau compte"
 * for the billing writers (an account carries bank details).
 */
export function StructureBillingAccounts({ id }: { id: number }) {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  const me = useMe();
  const canOpen = useMayWrite('billing');
  const label = (field: string) => t(`billingAccounts.fields.${field}` as 'billingAccounts.fields.iban');
  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        {canOpen ? (
          <WriteMark area="billing">
            <Button leftSection={<Icon name="plus" size={16} />} onClick={() => setCreating(true)}>
              {t('billingAccounts.new')}
            </Button>
          </WriteMark>
        ) : (
          me.data && (
            <Text size="sm" c="dark.6">
              {t('billingAccounts.createReserved')}
            </Text>
          )
        )}
      </Group>
      <RelatedTable<Schema<'BillingAccount'>>
        query={useStructureBillingAccounts(id)}
        caption={t('legalStructures.detail.tabs.billingAccounts')}
        emptyText={t('billingAccounts.empty')}
        rowKey={(row) => row.id}
        columns={[
          {
            label: label('entitled'),
            render: (row) => (
              <AnchorLink
                to={ROUTE_PATHS['legalStructures-id-billingAccounts-billingAccountId']}
                params={{ id: String(id), billingAccountId: String(row.id) }}
                fw={500}
              >
                {row.entitled}
              </AnchorLink>
            ),
          },
          { label: label('iban'), render: (row) => displayIban(row) },
          { label: label('bicSwift'), render: (row) => row.bicSwift },
          { label: label('identityName'), render: (row) => row.identityName },
          { label: label('status'), render: (row) => <BillingAccountStatusBadge status={row.status} /> },
        ]}
      />
      <BillingAccountFormDrawer
        mode="create"
        legalStructureId={id}
        opened={creating && canOpen}
        onClose={() => setCreating(false)}
        onSaved={() => setCreating(false)}
      />
    </Stack>
  );
}

import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Address } from '@vetbo/domain/addresses';
import type { Establishment } from '@vetbo/domain/establishments';
import { useTranslation } from 'react-i18next';
import { establishmentAddressesApi } from '../../../../app/api/establishment-addresses.ts';
import { establishmentsApi } from '../../../../app/api/establishments.ts';
import { RelatedTable, writeColumn } from '../../../../components/detail/RelatedTable.tsx';
import { RowActions } from '../../../../components/detail/RowActions.tsx';
import { ConfirmModal } from '../../../../components/feedback/ConfirmModal.tsx';
import { WriteAction, WriteMark } from '../../../../components/permissions/WriteAction.tsx';
import { Icon } from '../../../../components/ui/Icon.tsx';
import { useCrudDrawers } from '../../../../hooks/useCrudDrawers.ts';
import { actionErrorMessage } from '../../../../lib/action-error.ts';
import { showErrorToast, showSuccessToast } from '../../../../lib/toasts.tsx';
import type { Versioned } from '../../../../lib/versioned-record.ts';
import { AddressDrawer } from './AddressDrawer.tsx';

/** An establishment has a few addresses (main, delivery, billing, mailing): one page holds them. */
const ADDRESSES_LIMIT = 50;

/**
 * Spec §2.10 "address": the establishment's addresses on its Informations tab — the main one first, then
 * the others — with add, edit, delete (not the main one) and "make main" for the roles that write
 * establishments.
 */
export function EstablishmentAddresses({ establishment }: { establishment: Versioned<Establishment> }) {
  const { t } = useTranslation();
  const { id, mainAddressId } = establishment.data;
  const text = (key: string, values: { address?: string } = {}): string =>
    t(`establishmentPage.addresses.${key}` as 'establishmentPage.addresses.edit', { address: '', ...values });
  const query = establishmentAddressesApi.useList({
    'veterinaryEstablishmentId[]': [id],
    page: 1,
    limit: ADDRESSES_LIMIT,
  });
  const remove = establishmentAddressesApi.useRemove();
  const makeMain = establishmentsApi.useUpdate();
  const crud = useCrudDrawers<Address>({
    area: 'establishments',
    load: (addressId) => establishmentAddressesApi.get(addressId),
    remove: (version) => remove.mutateAsync({ id: version.data.id, etag: version.etag }),
    removedMessage: text('deleteDialog.deleted'),
    staleRemoveMessage: text('deleteDialog.stale'),
  });
  // The main address first, then the others as the API gives them (newest first).
  const sorted = query.data && {
    ...query.data,
    data: [...query.data.data].sort(
      (a, b) => Number(b.id === mainAddressId) - Number(a.id === mainAddressId),
    ),
  };

  const setMain = (address: Address) =>
    makeMain.mutate(
      { id, etag: establishment.etag, body: { mainAddressId: address.id } as never },
      {
        onSuccess: () => showSuccessToast(text('madeMain')),
        onError: (error) => showErrorToast(actionErrorMessage(error)),
      },
    );

  return (
    <Paper withBorder p="md" radius="sm" component="section" aria-labelledby="establishment-addresses-title">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id="establishment-addresses-title">
          {text('title')}
        </Title>
        <WriteAction area={crud.area}>
          <Button
            size="xs"
            variant="default"
            leftSection={<Icon name="plus" size={14} />}
            onClick={crud.create.open}
          >
            {text('new')}
          </Button>
        </WriteAction>
      </Group>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {text('hint')}
        </Text>
        <RelatedTable<Address>
          query={{ ...query, data: sorted } as typeof query}
          caption={text('title')}
          hideCaption
          emptyText={text('empty')}
          rowKey={(row) => row.id}
          columns={[
            {
              label: text('address'),
              render: (row) => (
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm">{row.addressSummary}</Text>
                  {row.id === mainAddressId && (
                    <Badge size="sm" variant="outline" color="dark" radius="sm" tt="none">
                      {text('main')}
                    </Badge>
                  )}
                </Group>
              ),
            },
            {
              label: text('contact'),
              render: (row) => [row.email, row.phone].filter(Boolean).join(' · ') || '—',
            },
            ...writeColumn<Address>(crud.mayWrite, {
              label: text('actions'),
              render: (row) => (
                <RowActions
                  area={crud.area}
                  edit={{
                    label: text('edit', { address: row.addressSummary }),
                    onClick: () => crud.edit.open(row.id),
                    loading: crud.opening === row.id,
                  }}
                  remove={
                    row.id === mainAddressId
                      ? undefined
                      : {
                          label: text('delete', { address: row.addressSummary }),
                          onClick: () => crud.remove.open(row.id),
                        }
                  }
                >
                  {row.id !== mainAddressId && (
                    <WriteMark area={crud.area}>
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="dark"
                        aria-label={text('makeMainLabel', { address: row.addressSummary })}
                        loading={
                          makeMain.isPending &&
                          (makeMain.variables?.body as { mainAddressId?: number } | undefined)
                            ?.mainAddressId === row.id
                        }
                        onClick={() => setMain(row)}
                      >
                        {text('makeMain')}
                      </Button>
                    </WriteMark>
                  )}
                </RowActions>
              ),
            }),
          ]}
        />
      </Stack>
      {crud.drawers((props) => (
        <AddressDrawer establishmentId={id} {...props} />
      ))}
      <ConfirmModal
        {...crud.remove.modalProps}
        title={text('deleteDialog.title')}
        confirmLabel={text('deleteDialog.confirm')}
        data-testid="address-delete-modal"
      >
        {crud.remove.record &&
          text('deleteDialog.message', { address: crud.remove.record.data.addressSummary })}
      </ConfirmModal>
    </Paper>
  );
}

import { Button, Table, Text } from '@mantine/core';
import { screenAmount } from '@vetbo/domain/money/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WriteAction } from '../../../components/permissions/WriteAction.tsx';
import { AnchorLink } from '../../../components/ui/links.tsx';
import { formatDay } from '../../../lib/format-date.ts';
import type { SepaFileItem } from '../api/sepa-files.ts';
import { SEPA_KINDS, type SepaFileKind } from '../sepa-kinds.ts';
import { RejectionModal } from './RejectionModal.tsx';

interface SepaFileItemsTableProps {
  kind: SepaFileKind;
  fileId: number;
  items: readonly SepaFileItem[];
}

/**
 * The documents of a file, each linking to its page; a direct debit not yet rejected offers "Rejet
 * bancaire" (the bank returned it).
 */
export function SepaFileItemsTable({ kind, fileId, items }: SepaFileItemsTableProps) {
  const { t } = useTranslation();
  const [rejecting, setRejecting] = useState<SepaFileItem | undefined>();
  const field = (name: string) => t(`sepaFiles.fields.${name}` as 'sepaFiles.fields.client');
  const debit = kind === 'DIRECT_DEBIT';

  if (items.length === 0) return <Text size="sm">{t('sepaFiles.detail.noItems')}</Text>;
  return (
    <>
      <Table.ScrollContainer minWidth={640} type="native">
        <Table withTableBorder striped data-testid="sepa-file-items">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t(`sepaFiles.kinds.${kind}.document`)}</Table.Th>
              <Table.Th>{field('client')}</Table.Th>
              <Table.Th ta="right">{field('amount')}</Table.Th>
              {debit && <Table.Th>{field('rum')}</Table.Th>}
              {debit && <Table.Th>{field('sequenceType')}</Table.Th>}
              <Table.Th>{field('itemStatus')}</Table.Th>
              {debit && <Table.Th>{field('actions')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => (
              <Table.Tr key={item.id}>
                <Table.Td>
                  <AnchorLink
                    to={SEPA_KINDS[kind].document}
                    params={{ id: String(item.documentId) }}
                    style={{ whiteSpace: 'nowrap' }}
                  >
                    {item.number}
                  </AnchorLink>
                </Table.Td>
                <Table.Td>{item.clientName}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {screenAmount(item.amount)}
                </Table.Td>
                {debit && <Table.Td style={{ whiteSpace: 'nowrap' }}>{item.rum ?? '—'}</Table.Td>}
                {debit && <Table.Td>{item.sequenceType ?? '—'}</Table.Td>}
                <Table.Td>
                  <Text
                    span
                    size="sm"
                    fw={500}
                    c={item.status === 'REJECTED' ? 'red.9' : 'teal.9'}
                    style={{ whiteSpace: 'nowrap' }}
                  >
                    {t(`sepaFiles.itemStatuses.${item.status}`)}
                  </Text>
                  {item.status === 'REJECTED' && (
                    <Text size="xs" mt={4}>
                      {t('sepaFiles.detail.rejectedOn', {
                        date: formatDay(item.rejectedDate?.slice(0, 10)),
                        reason: item.rejectionReason ?? '',
                      })}
                    </Text>
                  )}
                </Table.Td>
                {debit && (
                  <Table.Td>
                    {item.status === 'INCLUDED' && (
                      <WriteAction area="moneyFiles">
                        <Button
                          size="xs"
                          variant="default"
                          color="red.9"
                          aria-label={t('sepaFiles.detail.rejectDocument', { number: item.number })}
                          onClick={() => setRejecting(item)}
                        >
                          {t('sepaFiles.detail.reject')}
                        </Button>
                      </WriteAction>
                    )}
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rejecting && (
        <RejectionModal fileId={fileId} item={rejecting} onClose={() => setRejecting(undefined)} />
      )}
    </>
  );
}

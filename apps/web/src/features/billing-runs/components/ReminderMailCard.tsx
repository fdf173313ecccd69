import { Button, Collapse, Paper, Stack, Table, Text } from '@mantine/core';
import { screenAmount } from '@vetbo/domain/money/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format-date.ts';
import type { ReminderMail } from '../api/invoice-reminders.ts';

/** One reminder e-mail: recipient, subject, its invoices with what is due, the text folded away. */
export function ReminderMailCard({ mail }: { mail: ReminderMail }) {
  const { t } = useTranslation();
  const text = (key: string) => t(`billingRuns.reminders.${key}` as 'billingRuns.reminders.title');
  const [open, setOpen] = useState(false);
  return (
    <Paper withBorder p="sm" radius="sm" component="article" aria-label={mail.recipient}>
      <Stack gap="xs">
        <Text size="sm">
          <Text span fw={600}>
            {text('recipient')} :
          </Text>{' '}
          {mail.recipient}
        </Text>
        <Text size="sm">
          <Text span fw={600}>
            {text('subject')} :
          </Text>{' '}
          {mail.subject}
        </Text>
        <Table withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{text('invoice')}</Table.Th>
              <Table.Th>{text('dueDate')}</Table.Th>
              <Table.Th ta="right">{text('amountDue')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {mail.invoices.map((invoice) => (
              <Table.Tr key={invoice.id}>
                <Table.Td>{invoice.number}</Table.Td>
                <Table.Td>{formatDay(invoice.dueDate)}</Table.Td>
                <Table.Td ta="right">{screenAmount(invoice.amountDue)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Button
          variant="default"
          size="xs"
          aria-expanded={open}
          onClick={() => setOpen((shown) => !shown)}
          w="fit-content"
        >
          {text(open ? 'hideText' : 'showText')}
        </Button>
        <Collapse expanded={open}>
          <Text size="sm" component="pre" style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit' }}>
            {mail.textBody}
          </Text>
        </Collapse>
      </Stack>
    </Paper>
  );
}

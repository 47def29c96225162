// The body of the transfer detail page, laid out so that it also prints as the transfer note that
// travels with the goods (A4, like the purchase order): header, lines with sent / received /
// damaged / lost, and the two signatures.
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Table.css';
import { Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StockTransfer } from '@generated/model';
import { Letterhead } from '@/components/document/letterhead';
import { formatDateTime, formatNumber } from '@/lib/format';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
        {value}
      </Text>
    </div>
  );
}

const count = (value: number | null) => (value === null ? '–' : formatNumber(value));

export function StockTransferDocument({ transfer }: { transfer: StockTransfer }) {
  const { t } = useTranslation();
  const right = { style: { textAlign: 'right' as const } };
  const by = (who: { name: string } | null, at: string | null) =>
    at ? `${who?.name ?? t('inventory.system')} · ${formatDateTime(at)}` : t('stockTransfer.notReceivedYet');
  return (
    <Stack gap="md" className="document-sheet">
      <div className="document-print-only">
        <Letterhead />
        <Title order={2}>
          {t('stockTransfer.printTitle')} {transfer.transfer_number}
        </Title>
      </div>
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          <Field label={t('stockTransfer.number')} value={transfer.transfer_number} />
          <Field label={t('stockTransfer.from')} value={transfer.from_outlet_name} />
          <Field label={t('stockTransfer.to')} value={transfer.to_outlet_name} />
          <Field label={t('stockTransfer.createdBy')} value={by(transfer.created_by, transfer.created_at)} />
          {transfer.status === 'CANCELLED' ? (
            <Field label={t('stockTransfer.cancelledBy')} value={by(transfer.cancelled_by, transfer.cancelled_at)} />
          ) : (
            <Field label={t('stockTransfer.receivedBy')} value={by(transfer.received_by, transfer.received_at)} />
          )}
        </SimpleGrid>
        {transfer.note ? <Field label={t('stockTransfer.note')} value={transfer.note} /> : null}
        {transfer.receive_note ? <Field label={t('stockTransfer.receiveNote')} value={transfer.receive_note} /> : null}
      </Paper>

      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={560}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('stockTransfer.sku')}</Table.Th>
                <Table.Th>{t('stockTransfer.unit')}</Table.Th>
                <Table.Th {...right}>{t('stockTransfer.sent')}</Table.Th>
                <Table.Th {...right}>{t('stockTransfer.received')}</Table.Th>
                <Table.Th {...right}>{t('stockTransfer.damaged')}</Table.Th>
                <Table.Th {...right}>{t('stockTransfer.lost')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {transfer.items.map((line) => (
                <Table.Tr key={line.sku_id}>
                  <Table.Td>
                    {line.sku_name}
                    <Text span size="xs" c="dimmed">
                      {' '}
                      #{line.sku_id}
                    </Text>
                  </Table.Td>
                  <Table.Td>{line.stock_unit}</Table.Td>
                  <Table.Td {...right}>{formatNumber(line.quantity)}</Table.Td>
                  <Table.Td {...right}>{count(line.quantity_received)}</Table.Td>
                  <Table.Td {...right}>{count(line.quantity_damaged)}</Table.Td>
                  <Table.Td {...right}>{count(line.quantity_lost)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>

      <Group className="document-print-only" justify="space-between" mt={48}>
        {[t('stockTransfer.signatureSender'), t('stockTransfer.signatureReceiver')].map((label) => (
          <div key={label}>
            <Text size="sm">______________________________</Text>
            <Text size="sm">{label}</Text>
          </div>
        ))}
      </Group>
    </Stack>
  );
}

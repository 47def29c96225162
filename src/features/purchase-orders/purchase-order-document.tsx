// The body of the purchase-order detail page, laid out so that it also prints as the document sent
// to the vendor: the chain's letterhead and the vendor's address, header, lines with ordered /
// received / remaining, amounts, receipt history.
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Timeline.css';
import { Group, Paper, SimpleGrid, Stack, Table, Text, Timeline, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PurchaseOrder } from '@generated/model';
import { Letterhead } from '@/components/print/letterhead';
import { formatDate, formatDateTime, formatNumber, formatRupiah } from '@/lib/format';

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

export function PurchaseOrderDocument({ po }: { po: PurchaseOrder }) {
  const { t } = useTranslation();
  const right = { style: { textAlign: 'right' as const } };
  return (
    <Stack gap="md" className="po-document">
      <div className="po-print-only">
        <Letterhead />
        <Title order={2}>
          {t('purchaseOrder.printTitle')} {po.po_number}
        </Title>
        <Text size="sm" mt="xs" fw={600}>
          {t('purchaseOrder.printTo')} {po.vendor_name}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {po.vendor_address}
        </Text>
        <Text size="sm">
          {t('purchaseOrder.printAttention', { name: po.vendor_contact.contact_person })} · {po.vendor_contact.phone} ·{' '}
          {po.vendor_contact.email}
        </Text>
      </div>
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          <Field label={t('purchaseOrder.poNumber')} value={po.po_number} />
          <Field label={t('purchaseOrder.vendor')} value={po.vendor_name} />
          <Field label={t('purchaseOrder.outlet')} value={po.outlet_name} />
          <Field label={t('purchaseOrder.buyer')} value={po.buyer} />
          <Field label={t('purchaseOrder.expectedDeliveryDate')} value={formatDate(po.expected_delivery_date)} />
          <Field label={t('purchaseOrder.deliveryAddress')} value={po.delivery_address} />
          <Field label={t('purchaseOrder.shippingMethod')} value={po.shipping_method} />
          <Field label={t('purchaseOrder.shippingTerms')} value={po.shipping_terms} />
          <Field label={t('purchaseOrder.createdAt')} value={formatDateTime(po.created_at)} />
          <Field label={t('purchaseOrder.paymentMethod')} value={po.payment_method} />
          <Field label={t('purchaseOrder.paymentTerms')} value={po.payment_terms} />
          <Field label={t('purchaseOrder.bankName')} value={po.bank_name} />
          <Field
            label={t('purchaseOrder.bankAccountNumber')}
            value={`${po.bank_account_number} (${po.bank_account_name})`}
          />
        </SimpleGrid>
        {po.notes ? <Field label={t('purchaseOrder.notes')} value={po.notes} /> : null}
      </Paper>

      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={720}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('purchaseOrder.itemName')}</Table.Th>
                <Table.Th>{t('purchaseOrder.sku')}</Table.Th>
                <Table.Th {...right}>{t('purchaseOrder.ordered')}</Table.Th>
                <Table.Th {...right}>{t('purchaseOrder.received')}</Table.Th>
                <Table.Th {...right}>{t('purchaseOrder.remaining')}</Table.Th>
                <Table.Th {...right}>{t('purchaseOrder.unitPrice')}</Table.Th>
                <Table.Th {...right}>{t('purchaseOrder.lineTotal')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {po.items.map((line) => (
                <Table.Tr key={line.id}>
                  <Table.Td>{line.item_name}</Table.Td>
                  <Table.Td>{line.sku_name}</Table.Td>
                  <Table.Td {...right}>{formatNumber(line.quantity)}</Table.Td>
                  <Table.Td {...right}>{formatNumber(line.quantity_received)}</Table.Td>
                  <Table.Td {...right}>{formatNumber(line.quantity - line.quantity_received)}</Table.Td>
                  <Table.Td {...right}>{formatRupiah(line.unit_price)}</Table.Td>
                  <Table.Td {...right}>{formatRupiah(line.total_price)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Stack gap={4} p="md" ml="auto" w={{ base: '100%', sm: 320 }}>
          <Group justify="space-between">
            <Text size="sm">{t('purchaseOrder.subtotal')}</Text>
            <Text size="sm">{formatRupiah(po.subtotal)}</Text>
          </Group>
          <Group justify="space-between">
            <Text size="sm">
              {t('purchaseOrder.tax')}
              {po.withTax ? ` (${formatNumber(po.taxRate)}%)` : ''}
            </Text>
            <Text size="sm">{formatRupiah(po.tax)}</Text>
          </Group>
          <Group justify="space-between">
            <Text fw={700}>{t('purchaseOrder.totalAmount')}</Text>
            <Text fw={700}>{formatRupiah(po.total_amount)}</Text>
          </Group>
        </Stack>
      </Paper>

      <div className="po-print-only">
        <Text size="sm" mt={48}>
          ______________________________
        </Text>
        <Text size="sm">{t('purchaseOrder.signature')}</Text>
      </div>

      <Paper withBorder p="md" radius="md" className="po-no-print">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('purchaseOrder.history')}
          </Title>
          {po.inbounds.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('purchaseOrder.historyEmpty')}
            </Text>
          ) : (
            <Timeline bulletSize={14} lineWidth={2}>
              {po.inbounds.map((inbound) => (
                <Timeline.Item
                  key={inbound.id}
                  title={t('purchaseOrder.receivedBy', {
                    name: inbound.created_by.name,
                    at: formatDateTime(inbound.created_at),
                  })}
                >
                  {inbound.items.map((item) => (
                    <Text key={item.item_id} size="sm" c="dimmed">
                      {item.item_name}: {formatNumber(item.quantity_received)} · {formatDate(item.received_at)}
                      {item.notes ? ` · ${item.notes}` : ''}
                    </Text>
                  ))}
                </Timeline.Item>
              ))}
            </Timeline>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}

// The body of the purchase-order detail page, laid out so that it also prints as the document sent
// to the vendor: the chain's letterhead and the vendor's address, header, the note to the vendor,
// lines with their purchase unit and what was ordered, amounts. The chain's own parts (the system's
// note, received / remaining, receipt history) show on screen only.
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Timeline.css';
import { Group, Paper, Stack, Text, Timeline, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PurchaseOrder, PurchaseOrderItem } from '@generated/model';
import { DocumentFrame, Signatures } from '@/components/document/document-frame';
import { HeaderField as Field, HeaderFields } from '@/components/document/header-fields';
import { LinesTable } from '@/components/document/lines-table';
import { NO_PRINT } from '@/components/document/print-classes';
import { formatDate, formatDateTime, formatNumber, formatRupiah } from '@/lib/format';

export function PurchaseOrderDocument({ po }: { po: PurchaseOrder }) {
  const { t } = useTranslation();
  return (
    <DocumentFrame
      title={`${t('purchaseOrder.printTitle')} ${po.po_number}`}
      printHead={
        <>
          <Text size="sm" mt="xs" fw={600}>
            {t('purchaseOrder.printTo')} {po.vendor_name}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {po.vendor_address}
          </Text>
          <Text size="sm">
            {t('purchaseOrder.printAttention', { name: po.vendor_contact.contact_person })} · {po.vendor_contact.phone}{' '}
            · {po.vendor_contact.email}
          </Text>
        </>
      }
    >
      <HeaderFields
        below={
          <>
            {po.notes ? <Field label={t('purchaseOrder.notes')} value={po.notes} /> : null}
            {po.note_code ? (
              <div className={NO_PRINT}>
                <Field label={t('purchaseOrder.internalNote')} value={t(`purchaseOrder.noteCodes.${po.note_code}`)} />
              </div>
            ) : null}
          </>
        }
      >
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
      </HeaderFields>

      <LinesTable<PurchaseOrderItem>
        lines={po.items}
        lineKey={(line) => line.id}
        minWidth={720}
        columns={[
          { heading: t('purchaseOrder.itemName'), cell: (line) => line.item_name },
          { heading: t('purchaseOrder.sku'), cell: (line) => line.sku_name },
          {
            heading: t('purchaseOrder.unit'),
            cell: (line) => `${formatNumber(line.unit_amount)} ${t(`sku.units.${line.unit}`)}`,
          },
          { heading: t('purchaseOrder.ordered'), align: 'right', cell: (line) => formatNumber(line.quantity) },
          {
            heading: t('purchaseOrder.received'),
            align: 'right',
            screenOnly: true,
            cell: (line) => formatNumber(line.quantity_received),
          },
          {
            heading: t('purchaseOrder.remaining'),
            align: 'right',
            screenOnly: true,
            cell: (line) => formatNumber(line.quantity - line.quantity_received),
          },
          { heading: t('purchaseOrder.unitPrice'), align: 'right', cell: (line) => formatRupiah(line.unit_price) },
          { heading: t('purchaseOrder.lineTotal'), align: 'right', cell: (line) => formatRupiah(line.total_price) },
        ]}
      >
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
      </LinesTable>

      <Signatures labels={[t('purchaseOrder.signature')]} />

      <Paper withBorder p="md" radius="md" className={NO_PRINT}>
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
    </DocumentFrame>
  );
}

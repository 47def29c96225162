// The body of the transfer detail page, laid out so that it also prints as the transfer note that
// travels with the goods (A4, like the purchase order): header, lines with sent / received /
// damaged / lost and the lots that left with each, and the two signatures.
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StockTransfer, StockTransferItem } from '@generated/model';
import { DocumentFrame, Signatures } from '@/components/document/document-frame';
import { HeaderField as Field, HeaderFields } from '@/components/document/header-fields';
import { LinesTable } from '@/components/document/lines-table';
import { formatDateTime, formatNumber } from '@/lib/format';
import { lotLabel } from '@/lib/lots';

const count = (value: number | null) => (value === null ? '–' : formatNumber(value));

export function StockTransferDocument({ transfer }: { transfer: StockTransfer }) {
  const { t } = useTranslation();
  const by = (who: { name: string } | null, at: string | null) =>
    at ? `${who?.name ?? t('inventory.system')} · ${formatDateTime(at)}` : t('stockTransfer.notReceivedYet');
  return (
    <DocumentFrame title={`${t('stockTransfer.printTitle')} ${transfer.transfer_number}`}>
      <HeaderFields
        below={
          <>
            {transfer.note ? <Field label={t('stockTransfer.note')} value={transfer.note} /> : null}
            {transfer.receive_note ? (
              <Field label={t('stockTransfer.receiveNote')} value={transfer.receive_note} />
            ) : null}
          </>
        }
      >
        <Field label={t('stockTransfer.number')} value={transfer.transfer_number} />
        <Field label={t('stockTransfer.from')} value={transfer.from_outlet_name} />
        <Field label={t('stockTransfer.to')} value={transfer.to_outlet_name} />
        <Field label={t('stockTransfer.createdBy')} value={by(transfer.created_by, transfer.created_at)} />
        {transfer.status === 'CANCELLED' ? (
          <Field label={t('stockTransfer.cancelledBy')} value={by(transfer.cancelled_by, transfer.cancelled_at)} />
        ) : (
          <Field label={t('stockTransfer.receivedBy')} value={by(transfer.received_by, transfer.received_at)} />
        )}
      </HeaderFields>

      <LinesTable<StockTransferItem>
        lines={transfer.items}
        lineKey={(line) => line.sku_id}
        minWidth={560}
        columns={[
          {
            heading: t('stockTransfer.sku'),
            cell: (line) => (
              <>
                {line.sku_name}
                <Text span size="xs" c="dimmed">
                  {' '}
                  #{line.sku_id}
                </Text>
                {line.lots?.length ? (
                  <Text size="xs" c="dimmed" data-testid={`lots-${line.sku_id}`}>
                    {line.lots
                      .map((lot) =>
                        t('stockTransfer.lotLeft', {
                          lot: lotLabel(t, lot),
                          quantity: formatNumber(lot.quantity),
                          unit: line.stock_unit,
                        }),
                      )
                      .join(' · ')}
                  </Text>
                ) : null}
              </>
            ),
          },
          { heading: t('stockTransfer.unit'), cell: (line) => line.stock_unit },
          { heading: t('stockTransfer.sent'), align: 'right', cell: (line) => formatNumber(line.quantity) },
          { heading: t('stockTransfer.received'), align: 'right', cell: (line) => count(line.quantity_received) },
          { heading: t('stockTransfer.damaged'), align: 'right', cell: (line) => count(line.quantity_damaged) },
          { heading: t('stockTransfer.lost'), align: 'right', cell: (line) => count(line.quantity_lost) },
        ]}
      />

      <Signatures labels={[t('stockTransfer.signatureSender'), t('stockTransfer.signatureReceiver')]} />
    </DocumentFrame>
  );
}

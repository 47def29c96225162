// A sale's receipt for the customer, on a 58 or 80 mm till roll: the chain's letterhead, the outlet,
// the time (WIB), the order and invoice numbers, each line with its options and note, the totals, how it was paid
// (cash handed over and change) and the name to call, in the language in use. The amounts are the
// server's: the receipt prints the order as it was placed.
import './receipt-print.css';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import { Button, Group, Portal, SegmentedControl } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { Order } from '@generated/model';
import { optionsLine } from '@/components/cup-options/options';
import { formatDateTime, formatNumber, formatRupiah } from '@/lib/format';
import { Letterhead } from './letterhead';

const RECEIPT_WIDTHS = ['58', '80'] as const;
export type ReceiptWidth = (typeof RECEIPT_WIDTHS)[number];

const WIDTH_KEY = 'receipt-width';

/** The till roll this device prints on, remembered from the last choice (80 mm at first). */
export function useReceiptWidth(): [ReceiptWidth, (width: ReceiptWidth) => void] {
  const [width, setWidth] = useState<ReceiptWidth>(() => {
    try {
      return window.localStorage.getItem(WIDTH_KEY) === '58' ? '58' : '80';
    } catch {
      return '80';
    }
  });
  const choose = (next: ReceiptWidth) => {
    setWidth(next);
    try {
      window.localStorage.setItem(WIDTH_KEY, next);
    } catch {
      // A device that keeps nothing still prints at the width chosen now.
    }
  };
  return [width, choose];
}

export interface ReceiptProps {
  order: Order;
  width: ReceiptWidth;
  /** The method's name for a sale not paid in cash (e.g. QRIS). */
  paidWith?: string;
}

function Row({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className={className ? `receipt-row ${className}` : 'receipt-row'}>
      <span>{label}</span>
      <span>{value}</span>
    </div>
  );
}

export function Receipt({ order, width, paidWith }: ReceiptProps) {
  const { t } = useTranslation();
  const cash = order.cash_tendered;
  const paid = order.invoice.status === 100;
  return (
    <div className="receipt" data-width={width} data-testid="receipt">
      <Letterhead />
      <div className="receipt-center">{order.outlet.name}</div>
      <div className="receipt-rule" />
      <Row label={t('receipt.order')} value={`#${order.id}`} />
      <Row label={t('receipt.invoice')} value={order.invoice.invoice_number} />
      <Row label={t('receipt.date')} value={formatDateTime(order.created_at)} />
      <Row label={t('receipt.type')} value={t(`receipt.orderType.${order.order_type}`)} />
      {order.customer_name ? <Row label={t('receipt.customer')} value={order.customer_name} /> : null}
      <div className="receipt-rule" />
      {order.items.map((item) => (
        <div key={item.id}>
          <div>{item.sku_name}</div>
          {item.options.length > 0 ? <div className="receipt-note">{optionsLine(item.options)}</div> : null}
          <Row
            label={`${formatNumber(item.quantity)} × ${formatRupiah(item.price)}`}
            value={formatRupiah(item.subtotal)}
          />
          {item.note ? <div className="receipt-note">{item.note}</div> : null}
        </div>
      ))}
      <div className="receipt-rule" />
      <Row label={t('receipt.subtotal')} value={formatRupiah(order.subtotal)} />
      {order.discount_total > 0 ? (
        <Row label={t('receipt.discount')} value={`-${formatRupiah(order.discount_total)}`} />
      ) : null}
      <Row className="receipt-total" label={t('receipt.total')} value={formatRupiah(order.total_amount)} />
      <div className="receipt-rule" />
      {cash !== null ? (
        <>
          <Row label={t('receipt.cash')} value={formatRupiah(cash)} />
          <Row label={t('receipt.change')} value={formatRupiah(cash - order.total_amount)} />
        </>
      ) : (
        <Row label={t('receipt.paidWith')} value={paidWith ?? '—'} />
      )}
      <Row label={t('receipt.status')} value={paid ? t('receipt.paid') : t('receipt.unpaid')} />
      {order.notes ? (
        <>
          <div className="receipt-rule" />
          <div>{order.notes}</div>
        </>
      ) : null}
      <div className="receipt-rule" />
      <div className="receipt-center">{t('receipt.thanks')}</div>
    </div>
  );
}

const MM_PER_PX = 25.4 / 96;

/**
 * Print: the receipt alone on a roll of its width. Its print copy (off screen, outside the app's
 * tree) is measured so the page is exactly as long as the receipt, then the print dialog opens.
 */
function PrintReceiptButton({ receipt, label }: { receipt: ReceiptProps; label: string }) {
  const copy = useRef<HTMLDivElement>(null);
  const [page, setPage] = useState<string | null>(null);
  const print = () => {
    const height = Math.ceil((copy.current?.offsetHeight ?? 0) * MM_PER_PX) + 6;
    flushSync(() => setPage(`@page { size: ${receipt.width}mm ${Math.max(height, 60)}mm; margin: 0; }`));
    window.addEventListener('afterprint', () => setPage(null), { once: true });
    window.print();
  };
  return (
    <>
      <Button leftSection={<IconPrinter size={16} aria-hidden />} onClick={print}>
        {label}
      </Button>
      <Portal className="receipt-print-host">
        {page ? <style>{page}</style> : null}
        <div ref={copy} className="receipt-print-copy" data-printing={page !== null} aria-hidden>
          <Receipt {...receipt} />
        </div>
      </Portal>
    </>
  );
}

/** The roll's width (remembered on the device) and Print, for the receipt given. */
export function ReceiptPrintBar({
  receipt,
  onWidth,
}: {
  receipt: ReceiptProps;
  onWidth: (width: ReceiptWidth) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="xs">
      <SegmentedControl
        aria-label={t('receipt.width')}
        value={receipt.width}
        onChange={(value) => onWidth(value === '58' ? '58' : '80')}
        data={RECEIPT_WIDTHS.map((width) => ({ value: width, label: t('receipt.widthMm', { width }) }))}
      />
      <PrintReceiptButton receipt={receipt} label={t('receipt.print')} />
    </Group>
  );
}

// An order's receipt, as the server gives it (getOrderReceipt, or the customer's own through
// getCustomerOrderReceipt), on a 58 or 80 mm till roll: the chain's name, the outlet with its address
// and NPWPD, the order's number, date and time (WIB), each line with its options and note, the
// subtotal, each discount by name (and each line's share under it), service charge, PBJT with its rate ("included" when the prices carry it,
// nothing at an outlet outside PBJT), rounding, the total, and how it was paid (cash handed over
// and change). Written in the receipt's language, which need not be the screen's. On paper only the
// receipt prints, on a page as wide as the roll and as long as the receipt.
import './receipt-print.css';
import { Group, Loader } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { Receipt } from '@generated/model';
import { optionsLine } from '@/components/cup-options/options';
import { discountLabel } from '@/components/order-amounts/order-amounts';
import { formatDateTime, formatNumber, formatRupiah } from '@/lib/format';
import type { Language } from '@/lib/i18n';

export const RECEIPT_WIDTHS = [58, 80] as const;
export type ReceiptWidth = (typeof RECEIPT_WIDTHS)[number];

const WIDTH_KEY = 'receipt-width';

/** The roll this device printed on last (80 mm at first). */
export function rememberedReceiptWidth(): ReceiptWidth {
  try {
    return window.localStorage.getItem(WIDTH_KEY) === '58' ? 58 : 80;
  } catch {
    return 80;
  }
}

/** Remembers the roll chosen, for the next receipt printed on this device. */
export function rememberReceiptWidth(width: ReceiptWidth): void {
  try {
    window.localStorage.setItem(WIDTH_KEY, String(width));
  } catch {
    // A device that keeps nothing still prints at the width chosen now.
  }
}

/**
 * The texts in `language`, once its catalogues are in (null until then): those of `namespace` (the
 * receipt's are common, a feature's slip names its own) and of every other namespace loaded.
 */
export function useTextsIn(language: Language, namespace = 'common'): TFunction | null {
  const { i18n } = useTranslation();
  // The language whose catalogues this document waited for; a language already in needs no wait.
  const [fetched, setFetched] = useState<Language | null>(null);
  const ready = fetched === language || i18n.hasResourceBundle(language, namespace);
  useEffect(() => {
    if (ready) return;
    let current = true;
    void i18n.loadLanguages(language).then(() => {
      if (current) setFetched(language);
    });
    return () => {
      current = false;
    };
  }, [i18n, language, ready]);
  return ready ? i18n.getFixedT(language) : null;
}

function Row({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className={className ? `receipt-row ${className}` : 'receipt-row'}>
      <span>{label}</span>
      <span>{value}</span>
    </div>
  );
}

/** "10", "11.5" / "11,5": a rate as the receipt's language writes it. */
const rate = (percent: number, language: Language) => formatNumber(percent, language);

/** +Rp 50 or -Rp 50: the cash rounding, with its sign. */
const signed = (amount: number, language: Language) =>
  `${amount > 0 ? '+' : '-'}${formatRupiah(Math.abs(amount), language)}`;

function paymentLabel(receipt: Receipt, t: TFunction): string {
  const { method, method_name: name } = receipt.payment;
  if (method === null) return t('receipt.unpaid');
  const label = t(`receipt.method.${method}`);
  return name && method !== 'cash' ? `${label} · ${name}` : label;
}

export interface ReceiptDocumentProps {
  receipt: Receipt;
  width: ReceiptWidth;
  language: Language;
}

export function ReceiptDocument({ receipt, width, language }: ReceiptDocumentProps) {
  const { t: readerT } = useTranslation();
  const t = useTextsIn(language);
  if (!t) {
    const loading = readerT('common.loading');
    return (
      <Group justify="center" p="md">
        <Loader size="sm" aria-label={loading} />
      </Group>
    );
  }
  const money = (amount: number) => formatRupiah(amount, language);
  const { outlet, payment } = receipt;
  const pbjt = receipt.pbjt_rate_percent > 0;
  return (
    <article
      className="receipt"
      data-width={width}
      data-testid="receipt"
      lang={language}
      aria-label={t('receipt.title', { number: receipt.order_number })}
    >
      <header className="receipt-center">
        {receipt.company_name ? <div className="receipt-company">{receipt.company_name}</div> : null}
        <div className={receipt.company_name ? undefined : 'receipt-company'}>{outlet.name}</div>
        {outlet.address ? <div className="receipt-address">{outlet.address}</div> : null}
        {outlet.npwpd ? <div>{t('receipt.npwpd', { number: outlet.npwpd })}</div> : null}
      </header>
      <div className="receipt-rule" />
      <Row label={t('receipt.invoice')} value={receipt.order_number} />
      <Row label={t('receipt.order')} value={`#${receipt.order_id}`} />
      <Row label={t('receipt.date')} value={formatDateTime(receipt.placed_at, language)} />
      <Row label={t('receipt.type')} value={t(`receipt.orderType.${receipt.order_type}`)} />
      {receipt.customer_name ? <Row label={t('receipt.customer')} value={receipt.customer_name} /> : null}
      <div className="receipt-rule" />
      {receipt.lines.map((line, index) => (
        <div key={index} className="receipt-line">
          <div className="receipt-item">{line.sku_name}</div>
          {line.options.length > 0 ? <div className="receipt-note">{optionsLine(line.options, language)}</div> : null}
          {line.note ? <div className="receipt-note">{line.note}</div> : null}
          <Row label={`${formatNumber(line.quantity, language)} × ${money(line.price)}`} value={money(line.subtotal)} />
          {line.discount > 0 ? (
            <Row className="receipt-note" label={t('receipt.lineDiscount')} value={`-${money(line.discount)}`} />
          ) : null}
        </div>
      ))}
      <div className="receipt-rule" />
      <Row label={t('receipt.subtotal')} value={money(receipt.subtotal)} />
      {receipt.discounts.some((discount) => discount.amount > 0) ? (
        receipt.discounts
          .filter((discount) => discount.amount > 0)
          .map((discount, index) => (
            <Row key={index} label={discountLabel(discount, t, language)} value={`-${money(discount.amount)}`} />
          ))
      ) : receipt.discount_total > 0 ? (
        <Row label={t('receipt.discount')} value={`-${money(receipt.discount_total)}`} />
      ) : null}
      {receipt.service_charge > 0 ? (
        <Row
          label={t('receipt.serviceCharge', { rate: rate(receipt.service_charge_percent, language) })}
          value={money(receipt.service_charge)}
        />
      ) : null}
      {pbjt ? (
        <>
          <Row
            label={t(receipt.prices_include_tax ? 'receipt.pbjtIncluded' : 'receipt.pbjt', {
              rate: rate(receipt.pbjt_rate_percent, language),
            })}
            value={money(receipt.tax)}
          />
          <Row className="receipt-small" label={t('receipt.taxBase')} value={money(receipt.tax_base)} />
        </>
      ) : null}
      {receipt.rounding !== 0 ? <Row label={t('receipt.rounding')} value={signed(receipt.rounding, language)} /> : null}
      <Row className="receipt-total" label={t('receipt.total')} value={money(receipt.total_amount)} />
      <div className="receipt-rule" />
      <Row label={t('receipt.payment')} value={paymentLabel(receipt, t)} />
      {payment.tendered !== null ? <Row label={t('receipt.cash')} value={money(payment.tendered)} /> : null}
      {payment.change !== null ? <Row label={t('receipt.change')} value={money(payment.change)} /> : null}
      {receipt.paid_at ? <Row label={t('receipt.paidAt')} value={formatDateTime(receipt.paid_at, language)} /> : null}
      {receipt.status === 500 ? <div className="receipt-center">{t('receipt.cancelled')}</div> : null}
      <div className="receipt-rule" />
      <div className="receipt-center">{t('receipt.thanks')}</div>
    </article>
  );
}

const MM_PER_PX = 25.4 / 96;
/** Paper left below the receipt, so the cutter does not clip its last line. */
const FEED_MM = 6;

/**
 * The roll's page while printing: as wide as the roll and as long as the receipt on screen
 * (measured when printing starts, whether from Print or from the browser's menu).
 */
export function useReceiptPage(width: ReceiptWidth) {
  const receipt = useRef<HTMLDivElement>(null);
  const [page, setPage] = useState<string | null>(null);
  useEffect(() => {
    const before = () => {
      const height = Math.ceil((receipt.current?.offsetHeight ?? 0) * MM_PER_PX) + FEED_MM;
      flushSync(() => setPage(`@page receipt-roll { size: ${width}mm ${Math.max(height, 60)}mm; margin: 0; }`));
    };
    const after = () => setPage(null);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, [width]);
  return { receipt, pageStyle: <style>{page ?? `@page receipt-roll { size: ${width}mm 200mm; margin: 0; }`}</style> };
}

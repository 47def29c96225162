// An order's cup labels for a 58 × 40 mm label printer: one label per cup (a line of three cups
// prints three), each with the order's number, which cup of the line it is ("2 of 3"), the drink,
// its options (size first, as the order keeps them), the line's note, the name to call and, for an
// app order, its pick-up window (WIB). On paper only the labels print, one to a label.
import './cup-labels.css';
import type { Order, OrderItem } from '@generated/model';
import { useTranslation } from 'react-i18next';
import { optionsLine } from '@/components/cup-options/options';
import { formatClockRange } from '@/lib/format';

export interface CupLabel {
  key: string;
  item: OrderItem;
  /** Which cup of its line, from 1. */
  cup: number;
  cups: number;
}

/** One label per cup, line by line. */
export function cupLabels(order: Pick<Order, 'items'>): CupLabel[] {
  return order.items.flatMap((item) =>
    Array.from({ length: item.quantity }, (_, index) => ({
      key: `${item.id}-${index + 1}`,
      item,
      cup: index + 1,
      cups: item.quantity,
    })),
  );
}

function Label({ order, label }: { order: Order; label: CupLabel }) {
  const { t } = useTranslation();
  const name = order.customer_name ?? order.customer?.name ?? null;
  const options = optionsLine(label.item.options);
  return (
    <article
      className="cup-label"
      data-testid="cup-label"
      aria-label={`${label.item.sku_name} ${label.cup}/${label.cups}`}
    >
      <div className="cup-label-head">
        <strong>#{order.id}</strong>
        <span>{t('cupLabels.cupOf', { cup: label.cup, cups: label.cups })}</span>
      </div>
      <div className="cup-label-drink">{label.item.sku_name}</div>
      {options ? <div className="cup-label-options">{options}</div> : null}
      {label.item.note ? <div className="cup-label-note">{label.item.note}</div> : null}
      <div className="cup-label-foot">
        <span className="cup-label-name">{name ?? t('cupLabels.walkIn')}</span>
        {order.timeslot ? (
          <span>{formatClockRange(order.timeslot.start_time, order.timeslot.end_time)}</span>
        ) : (
          <span>{t(order.order_type === 'dine_in' ? 'cupLabels.dineIn' : 'cupLabels.takeaway')}</span>
        )}
      </div>
    </article>
  );
}

export function CupLabels({ order }: { order: Order }) {
  return (
    <div className="cup-labels">
      {cupLabels(order).map((label) => (
        <Label key={label.key} order={order} label={label} />
      ))}
    </div>
  );
}

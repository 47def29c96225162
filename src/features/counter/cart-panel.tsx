// The cart: each line (its options under the name) with − and + and its note, how the order is handed
// over, the name to call, the order's note, a voucher code, the amounts as the server quotes them
// (subtotal, each discount by name, service charge, PBJT, cash rounding, the total to collect), the payment (cash with the amount handed over and
// the change, or QRIS), then Pay. Errors the server names (a sold-out line, cash short) show at their field.
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/SegmentedControl.css';
import { ActionIcon, Anchor, Button, Divider, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useController, useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CounterMenuProduct as Sku } from '@generated/model';
import { chosenNames, cupPrice } from '@/components/cup-options/options';
import { TextField } from '@/components/form/text-field';
import { OrderAmounts } from '@/components/order-amounts/order-amounts';
import { formatNumber, formatRupiah } from '@/lib/format';
import { MAX_QUANTITY, optionIds, unitPrice } from './cart';
import { PaymentFields } from './payment-fields';
import type { CounterSaleInput, CounterSaleValues } from './schemas';
import type { CounterQuote } from './use-counter-quote';

type SaleForm = UseFormReturn<CounterSaleInput, unknown, CounterSaleValues>;

const VOUCHER = 'voucher_code';

export interface CartPanelProps {
  form: SaleForm;
  products: ReadonlyMap<number, Sku>;
  /** The total to collect: the quoted one once the server has answered. */
  total: number;
  quote: CounterQuote;
  onPay: () => void;
  paying: boolean;
  /** Inside the phone's sheet, whose title already says Cart. */
  inSheet?: boolean;
  /** Cash is taken only in an open shift: Pay says to open one first (and does). */
  openShiftFirst?: boolean;
}

function Lines({
  form,
  products,
  refusal,
}: {
  form: SaleForm;
  products: ReadonlyMap<number, Sku>;
  refusal: CounterQuote['refusal'];
}) {
  const { t } = useTranslation();
  const { fields, update, remove } = useFieldArray({ control: form.control, name: 'items' });
  const items = useWatch({ control: form.control, name: 'items' });
  const errors = form.formState.errors.items;
  if (fields.length === 0)
    return (
      <Text c="dimmed" size="sm" py="md" ta="center">
        {t('counter.cartEmptyHint')}
      </Text>
    );
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('counter.cart')}>
      {fields.map((field, index) => {
        const line = items[index] ?? field;
        const sku = products.get(line.sku_id);
        const name = sku?.name ?? `#${line.sku_id}`;
        const chosen = optionIds(line);
        const price = sku ? cupPrice(unitPrice(sku), sku.modifier_groups, chosen) : 0;
        const options = sku ? chosenNames(sku.modifier_groups, chosen).join(' · ') : '';
        const lineError =
          errors?.[index]?.sku_id?.message ??
          errors?.[index]?.quantity?.message ??
          errors?.[index]?.options?.message ??
          (refusal?.index === index ? refusal.message : undefined);
        const change = (quantity: number) =>
          quantity < 1 ? remove(index) : update(index, { ...line, quantity: Math.min(MAX_QUANTITY, quantity) });
        return (
          <li key={field.id} data-testid="cart-line">
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
              <div style={{ minWidth: 0 }}>
                <Text fw={600} size="sm" truncate>
                  {name}
                </Text>
                {options ? (
                  <Text size="xs" data-testid="cart-line-options">
                    {options}
                  </Text>
                ) : null}
                <Text size="xs" c="dimmed">
                  {formatRupiah(price)}
                </Text>
              </div>
              <Group gap={6} wrap="nowrap">
                <ActionIcon
                  variant="default"
                  size="lg"
                  onClick={() => change(line.quantity - 1)}
                  aria-label={t('counter.less', { name })}
                >
                  <IconMinus size={16} aria-hidden />
                </ActionIcon>
                <Text component="output" w={28} ta="center" fw={600} aria-label={t('counter.quantityOf', { name })}>
                  {formatNumber(line.quantity)}
                </Text>
                <ActionIcon
                  variant="default"
                  size="lg"
                  onClick={() => change(line.quantity + 1)}
                  disabled={line.quantity >= MAX_QUANTITY}
                  aria-label={t('counter.more', { name })}
                >
                  <IconPlus size={16} aria-hidden />
                </ActionIcon>
              </Group>
              <Text size="sm" fw={600} w={88} ta="right">
                {formatRupiah(price * line.quantity)}
              </Text>
            </Group>
            <TextField
              control={form.control}
              name={`items.${index}.note`}
              size="xs"
              mt={4}
              aria-label={t('counter.lineNoteFor', { name })}
              placeholder={t('counter.lineNotePlaceholder')}
            />
            {lineError ? (
              <Text c="red" size="xs" role="alert" mt={2}>
                {lineError}
              </Text>
            ) : null}
          </li>
        );
      })}
    </Stack>
  );
}

function OrderType({ form }: { form: SaleForm }) {
  const { t } = useTranslation();
  const { field } = useController({ control: form.control, name: 'order_type' });
  return (
    <SegmentedControl
      fullWidth
      aria-label={t('counter.orderType')}
      value={field.value}
      onChange={(value) => {
        field.onChange(value);
        // A ShopeeFood order is paid through the platform; the counter's own sales start at cash.
        const method = form.getValues('payment.method');
        if (value === 'delivery') form.setValue('payment.method', 'platform');
        else if (method === 'platform') form.setValue('payment.method', 'cash');
      }}
      data={[
        { value: 'takeaway', label: t('counter.takeaway') },
        { value: 'dine_in', label: t('counter.dineIn') },
        { value: 'delivery', label: t('counter.shopeeFood') },
      ]}
    />
  );
}

export function CartPanel({
  form,
  products,
  total,
  quote,
  onPay,
  paying,
  inSheet = false,
  openShiftFirst = false,
}: CartPanelProps) {
  const { t } = useTranslation();
  const orderType = useWatch({ control: form.control, name: 'order_type' });
  const cartError =
    form.formState.errors.items?.root?.message ??
    form.formState.errors.items?.message ??
    (quote.refusal && quote.refusal.index === null && quote.refusal.field !== VOUCHER
      ? quote.refusal.message
      : undefined);
  // The server's word on the voucher (unknown, used up, expired, another outlet's) shows at its field.
  const voucherRefusal = quote.refusal?.field === VOUCHER ? quote.refusal.message : undefined;
  return (
    <Paper
      withBorder={!inSheet}
      radius="md"
      p={inSheet ? 0 : 'md'}
      className={inSheet ? undefined : 'counter-cart-panel'}
    >
      {inSheet ? null : (
        <Text fw={700} size="lg" component="h2" m={0} mb="sm">
          {t('counter.cart')}
        </Text>
      )}
      {/* On a desktop the lines scroll, so the payment and Pay stay in sight. */}
      <div className={inSheet ? undefined : 'counter-cart-lines'}>
        <Lines form={form} products={products} refusal={quote.refusal} />
        {cartError ? (
          <Text c="red" size="sm" role="alert">
            {cartError}
          </Text>
        ) : null}
      </div>
      <Stack gap="xs" mt="sm">
        <Divider />
        <OrderType form={form} />
        <Group gap="xs" grow align="flex-start">
          <TextField control={form.control} name="customer_name" label={t('counter.customerName')} size="sm" />
          {orderType === 'delivery' ? (
            <TextField
              control={form.control}
              name="platform_order_number"
              label={t('counter.platformOrderNumber')}
              size="sm"
              withAsterisk
            />
          ) : null}
          <TextField control={form.control} name="notes" label={t('counter.orderNote')} size="sm" />
        </Group>
        <TextField
          control={form.control}
          name="voucher_code"
          label={t('counter.voucherCode')}
          size="sm"
          autoComplete="off"
          styles={{ input: { textTransform: 'uppercase' } }}
          error={voucherRefusal}
        />
        <Divider />
        {quote.quote ? (
          <OrderAmounts
            amounts={quote.quote}
            totalLabel={t('counter.total')}
            totalTestId="cart-total"
            stale={quote.pending || quote.refusal !== null}
          />
        ) : (
          <Group justify="space-between" aria-busy={quote.pending}>
            <Text fw={600}>{t('counter.total')}</Text>
            <Text fw={700} size="xl" data-testid="cart-total" c={quote.pending ? 'dimmed' : undefined}>
              {formatRupiah(total)}
            </Text>
          </Group>
        )}
        {quote.failed ? (
          <Text c="red" size="sm" role="alert">
            {t('orderAmounts.quoteFailed')}{' '}
            <Anchor component="button" type="button" size="sm" onClick={quote.retry}>
              {t('common.retry')}
            </Anchor>
          </Text>
        ) : null}
        <PaymentFields form={form} total={total} />
        {openShiftFirst ? (
          <Button size="lg" fullWidth onClick={onPay} variant="outline">
            {t('counterShift.openFirst')}
          </Button>
        ) : (
          <Button size="lg" fullWidth onClick={onPay} loading={paying || quote.pending}>
            {t('counter.pay', { amount: formatRupiah(total) })}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/** The phone's bar under the grid: what the cart holds and comes to, and the way into it. */
export function CartBar({ count, total, onOpen }: { count: number; total: number; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <Group className="counter-cart-bar" justify="space-between" wrap="nowrap">
      <div>
        <Text size="sm">{t('counter.itemCount', { count })}</Text>
        <Text fw={700} data-testid="cart-bar-total">
          {formatRupiah(total)}
        </Text>
      </div>
      <Button size="md" onClick={onOpen}>
        {t('counter.openCart')}
      </Button>
    </Group>
  );
}

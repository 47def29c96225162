// The checkout: the cart's lines (quantities, a note for each), a note for the whole order, the
// pick-up window, then the order. The server prices the order: before it is placed, its quote shows
// the subtotal, each discount by name, service charge, PBJT and the total to pay (the menu's figures
// until it answers). A voucher code and points to use go with the quote and the order. A refusal shows
// next to what it is about: a line (a product sold out meanwhile), the window (full, or past), the
// note, the voucher, the points, or above the order.
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/NumberInput.css';
import {
  Alert,
  Button,
  Divider,
  Group,
  NumberInput,
  Paper,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { quoteCustomerOrder, useCreateCustomerOrder } from '@generated/app/hooks/app-orders/app-orders';
import { useGetCustomerOutletMenu, useListCustomerOutlets } from '@generated/app/hooks/app-outlets/app-outlets';
import type { AppMenuProduct, AppOrderCreate, AppOrderQuoteRequest } from '@generated/app/model';
import { chosenNames, cupPrice } from '@/components/cup-options/options';
import { decimalSeparator, thousandSeparator } from '@/components/form/number-field';
import { AnchorLink, ButtonLink } from '@/components/links';
import { OrderAmounts } from '@/components/order-amounts/order-amounts';
import { useQuote } from '@/components/order-amounts/use-quote';
import { isApiError } from '@/lib/api/errors';
import { formatRupiah } from '@/lib/format';
import { NOTE_MAX_LENGTH, ORDER_NOTE_MAX_LENGTH, useCart, type CartLine } from './cart';
import { useCustomerTitle } from './title';
import { outletIdOf } from './menu-page';
import { PickupWindowPicker, type PickupDay } from './pickup-window-picker';
import { unitPrice } from './price';
import { QuantityStepper } from './quantity-stepper';
import { EmptyState, LoadFailed, NotFoundPage } from './states';

const route = getRouteApi('/customer/outlets/$outletId/checkout');
/** The fields whose refusal shows at its own input rather than under the amounts. */
const SAVINGS = ['voucher_code', 'redeem_points'];
const CUSTOMER_QUOTE = 'quoteCustomerOrder';

/** Where a refusal belongs: a line of the order (by its place in what was sent), or a part of it. */
type Refusal =
  | { at: 'line'; index: number; message: string }
  | { at: 'window' | 'notes' | 'voucher' | 'points' | 'order'; message: string };

function refusalOf(error: unknown): Refusal | undefined {
  if (!isApiError(error)) return undefined;
  const field = error.field ?? '';
  const line = /^items(?:\[(\d+)\]|\.(\d+))/.exec(field);
  if (line) return { at: 'line', index: Number(line[1] ?? line[2]), message: error.message };
  if (field === 'pickup_window_id') return { at: 'window', message: error.message };
  if (field === 'notes') return { at: 'notes', message: error.message };
  if (field === 'voucher_code') return { at: 'voucher', message: error.message };
  if (field === 'redeem_points') return { at: 'points', message: error.message };
  return { at: 'order', message: error.message };
}

function LineRow({
  line,
  product,
  error,
  onQuantity,
  onNote,
}: {
  line: CartLine;
  product: AppMenuProduct | undefined;
  error?: string;
  onQuantity: (quantity: number) => void;
  onNote: (note: string) => void;
}) {
  const { t } = useTranslation();
  const name = product?.name ?? t('customer.checkout.unknownProduct');
  const groups = product?.modifier_groups ?? [];
  // An option sold out since it was chosen makes the line one the outlet cannot make.
  const soldOutOption = groups.some((g) => g.options.some((o) => !o.available && line.options.includes(o.id)));
  const gone = !product || !product.available || soldOutOption;
  const price = product ? cupPrice(unitPrice(product), groups, line.options) : 0;
  const options = chosenNames(groups, line.options).join(' · ');
  return (
    <Stack gap={6} component="li" aria-label={name}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Text fw={600} c={gone ? 'dimmed' : undefined}>
            {name}
          </Text>
          {options ? (
            <Text size="sm" data-testid="checkout-line-options">
              {options}
            </Text>
          ) : null}
          {product ? (
            <Text size="sm" c="dimmed">
              {formatRupiah(price)}
            </Text>
          ) : null}
        </div>
        <Stack gap={4} align="flex-end">
          <QuantityStepper name={name} quantity={line.quantity} onChange={onQuantity} />
          {product ? (
            <Text size="sm" fw={600}>
              {formatRupiah(price * line.quantity)}
            </Text>
          ) : null}
        </Stack>
      </Group>
      <TextInput
        size="xs"
        label={t('customer.checkout.lineNote', { name })}
        placeholder={t('customer.checkout.lineNotePlaceholder')}
        value={line.note}
        maxLength={NOTE_MAX_LENGTH}
        onChange={(event) => onNote(event.currentTarget.value)}
      />
      {gone || error ? (
        <Text size="sm" c="red.9" role="alert">
          {error ?? t('customer.checkout.soldOutLine')}
        </Text>
      ) : null}
    </Stack>
  );
}

export function CheckoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { outletId: param } = route.useParams();
  const outletId = outletIdOf(param);
  const cart = useCart();
  const outlets = useListCustomerOutlets();
  const menu = useGetCustomerOutletMenu(outletId ?? 0, { query: { enabled: outletId !== undefined, staleTime: 0 } });
  const outlet = outlets.data?.data.find((o) => o.id === outletId);
  const [day, setDay] = useState<PickupDay>('today');
  const [windowId, setWindowId] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<Refusal | { at: 'window-missing'; message: string } | undefined>();
  const [voucherText, setVoucherText] = useState('');
  const [pointsText, setPointsText] = useState<number | string>('');
  const place = useCreateCustomerOrder({ mutation: { meta: { successToast: t('customer.checkout.placed') } } });
  useCustomerTitle(t('customer.checkout.title'));

  const lines = cart.outletId === outletId ? cart.lines : [];
  const products = menu.data?.data.categories.flatMap((c) => c.products) ?? [];
  const productOf = (skuId: number) => products.find((p) => p.sku_id === skuId);
  const preview = lines.reduce((sum, line) => {
    const product = productOf(line.sku_id);
    return sum + (product ? cupPrice(unitPrice(product), product.modifier_groups, line.options) * line.quantity : 0);
  }, 0);
  // The voucher and the points are asked about once the customer stops typing them.
  const [voucher] = useDebouncedValue(voucherText.trim(), 500);
  const [points] = useDebouncedValue(pointsText, 500);
  const extras = {
    ...(voucher ? { voucher_code: voucher } : {}),
    ...(typeof points === 'number' && points > 0 ? { redeem_points: points } : {}),
  };
  const quoteBody: AppOrderQuoteRequest = {
    ...extras,
    outlet_id: outletId ?? 0,
    items: lines.map((line) => ({
      sku_id: line.sku_id,
      quantity: line.quantity,
      ...(line.options.length > 0 ? { options: line.options.map((id) => ({ modifier_option_id: id })) } : {}),
    })),
  };
  const quoted = useQuote(
    CUSTOMER_QUOTE,
    outletId === undefined ? { ...quoteBody, items: [] } : quoteBody,
    (body, signal) => quoteCustomerOrder(body, undefined, signal),
  );

  if (outletId === undefined || (outlets.isSuccess && !outlet)) return <NotFoundPage />;

  const submit = async () => {
    if (windowId === null) {
      setRefusal({ at: 'window-missing', message: t('customer.checkout.chooseWindow') });
      return;
    }
    setRefusal(undefined);
    const body: AppOrderCreate = {
      ...extras,
      outlet_id: outletId,
      pickup_window_id: windowId,
      items: lines.map((line) => ({
        sku_id: line.sku_id,
        quantity: line.quantity,
        ...(line.options.length > 0 ? { options: line.options.map((id) => ({ modifier_option_id: id })) } : {}),
        ...(line.note.trim() ? { note: line.note.trim() } : {}),
      })),
      ...(cart.notes.trim() ? { notes: cart.notes.trim() } : {}),
    };
    try {
      const placed = await place.mutateAsync({ data: body });
      cart.clear();
      await navigate({ to: '/customer/orders/$orderId', params: { orderId: String(placed.data.id) } });
    } catch (error) {
      setRefusal(refusalOf(error));
    }
  };

  const lineError = (index: number) =>
    refusal?.at === 'line' && refusal.index === index
      ? refusal.message
      : quoted.refusal?.index === index
        ? quoted.refusal.message
        : undefined;
  const windowError = refusal?.at === 'window' || refusal?.at === 'window-missing' ? refusal.message : undefined;
  // The server's word on the voucher or the points, from the order or from its quote.
  const quotedAt = (field: string) => (quoted.refusal?.field === field ? quoted.refusal.message : undefined);
  const voucherError = (refusal?.at === 'voucher' ? refusal.message : undefined) ?? quotedAt('voucher_code');
  const pointsError = (refusal?.at === 'points' ? refusal.message : undefined) ?? quotedAt('redeem_points');

  return (
    <Stack maw={720} mx="auto">
      <AnchorLink to="/customer/outlets/$outletId" params={{ outletId: param }} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t('customer.checkout.backToMenu')}
        </Group>
      </AnchorLink>
      <Stack gap={2}>
        <Title order={1} size="h2">
          {t('customer.checkout.title')}
        </Title>
        {outlet ? <Text c="dimmed">{t('customer.checkout.pickUpAt', { outlet: outlet.name })}</Text> : null}
      </Stack>

      {lines.length === 0 ? (
        <EmptyState
          text={t('customer.checkout.empty')}
          action={
            <ButtonLink to="/customer/outlets/$outletId" params={{ outletId: param }}>
              {t('customer.checkout.backToMenu')}
            </ButtonLink>
          }
        />
      ) : menu.isError ? (
        <LoadFailed error={menu.error} onRetry={() => void menu.refetch()} />
      ) : (
        <>
          <Paper withBorder radius="md" p="md" component="section" aria-labelledby="checkout-items">
            <Title order={2} size="h4" id="checkout-items" mb="sm">
              {t('customer.checkout.items')}
            </Title>
            <Stack gap="md" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {lines.map((line, index) => (
                <LineRow
                  key={line.key}
                  line={line}
                  product={menu.isPending ? { ...PENDING, sku_id: line.sku_id } : productOf(line.sku_id)}
                  error={lineError(index)}
                  onQuantity={(quantity) => cart.setQuantity(line.key, quantity)}
                  onNote={(note) => cart.setNote(line.key, note)}
                />
              ))}
            </Stack>
            <Textarea
              mt="md"
              label={t('customer.checkout.orderNote')}
              placeholder={t('customer.checkout.orderNotePlaceholder')}
              autosize
              minRows={2}
              maxLength={ORDER_NOTE_MAX_LENGTH}
              value={cart.notes}
              onChange={(event) => cart.setNotes(event.currentTarget.value)}
              error={refusal?.at === 'notes' ? refusal.message : undefined}
            />
          </Paper>

          <Paper withBorder radius="md" p="md" component="section" aria-labelledby="checkout-pickup">
            <Title order={2} size="h4" id="checkout-pickup" mb="sm">
              {t('customer.checkout.pickup')}
            </Title>
            <PickupWindowPicker
              outletId={outletId}
              day={day}
              onDayChange={(next) => {
                setDay(next);
                setWindowId(null);
              }}
              windowId={windowId}
              onWindowChange={(id) => {
                setWindowId(id);
                if (windowError) setRefusal(undefined);
              }}
              error={windowError}
            />
          </Paper>

          <Paper withBorder radius="md" p="md" component="section" aria-labelledby="checkout-savings">
            <Title order={2} size="h4" id="checkout-savings" mb="sm">
              {t('customer.checkout.savings')}
            </Title>
            <Group grow align="flex-start" gap="sm">
              <TextInput
                label={t('customer.checkout.voucherCode')}
                value={voucherText}
                maxLength={40}
                autoComplete="off"
                styles={{ input: { textTransform: 'uppercase' } }}
                onChange={(event) => {
                  setVoucherText(event.currentTarget.value);
                  if (refusal?.at === 'voucher') setRefusal(undefined);
                }}
                error={voucherError}
              />
              <NumberInput
                label={t('customer.checkout.usePoints')}
                value={pointsText}
                min={0}
                max={100000000}
                allowDecimal={false}
                allowNegative={false}
                thousandSeparator={thousandSeparator()}
                decimalSeparator={decimalSeparator()}
                onChange={(value) => {
                  setPointsText(value);
                  if (refusal?.at === 'points') setRefusal(undefined);
                }}
                error={pointsError}
              />
            </Group>
          </Paper>

          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              {quoted.quote ? (
                <OrderAmounts
                  amounts={quoted.quote}
                  totalLabel={t('customer.checkout.total')}
                  totalTestId="checkout-total"
                  stale={quoted.pending || quoted.refusal !== null}
                />
              ) : (
                <Group justify="space-between" aria-busy={quoted.pending}>
                  <Text fw={600}>{t('customer.checkout.total')}</Text>
                  <Text fw={700} size="lg" data-testid="checkout-total" c={quoted.pending ? 'dimmed' : undefined}>
                    {formatRupiah(preview)}
                  </Text>
                </Group>
              )}
              {quoted.refusal && quoted.refusal.index === null && !SAVINGS.includes(quoted.refusal.field ?? '') ? (
                <Text size="sm" c="red.9" role="alert">
                  {quoted.refusal.message}
                </Text>
              ) : null}
              <Text size="xs" c="dimmed">
                {t('customer.checkout.priceNote')}
              </Text>
              <Divider />
              {refusal?.at === 'order' ? (
                <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
                  {refusal.message}
                </Alert>
              ) : null}
              <Button size="md" fullWidth onClick={() => void submit()} loading={place.isPending}>
                {t('customer.checkout.place')}
              </Button>
            </Stack>
          </Paper>
        </>
      )}
    </Stack>
  );
}

/** A line's product while the menu loads: its name and price follow. */
const PENDING: AppMenuProduct = {
  sku_id: 0,
  name: '…',
  price: 0,
  discounted_price: null,
  image_url: null,
  available: true,
  modifier_groups: [],
};

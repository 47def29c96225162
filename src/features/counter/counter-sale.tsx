// One sale at the counter's outlet: the outlet's menu (every product on sale, with its option groups
// and what the outlet has sold out) feeding the cart form, a product with options through the option
// picker, a voucher the customer shows, Pay placing the sale (the server prices it), then its result.
import '@mantine/core/styles/Grid.css';
import { Alert, Button, Grid, Group, Loader, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCreateCounterOrder, useGetCounterMenu } from '@generated/hooks/counter/counter';
import type { CounterMenuProduct, CounterSale as Sale } from '@generated/model';
import { cupPrice } from '@/components/cup-options/options';
import { OptionPicker } from '@/components/cup-options/option-picker';
import { applyApiError } from '@/components/form/api-errors';
import { Drawer } from '@/components/feedback/dialog';
import type { SetSearch } from '@/components/list/use-list-search';
import { useSoldOut } from '@/components/sold-out/use-sold-out';
import { isApiError } from '@/lib/api/errors';
import { formatRupiah } from '@/lib/format';
import { usePhone } from '@/lib/use-phone';
import { addOne, cartTotal, itemCount, optionIds, unitPrice } from './cart';
import { CartBar, CartPanel } from './cart-panel';
import { ProductGrid } from './product-grid';
import { counterSaleSchema, emptySale, type CounterSaleInput, type CounterSaleValues } from './schemas';
import type { CounterSearch } from './search';
import { SaleResult } from './sale-result';
import { useCounterQuote } from './use-counter-quote';
import { useCounterShift } from './use-counter-shift';
import { CloseShiftDialog } from './close-shift-dialog';
import { ShiftBar, type ShiftDialog } from './shift-bar';
import { CashMovementDialog, OpenShiftDialog } from './shift-dialogs';
import { SoldOutOptions } from './sold-out-options';

export interface CounterSaleProps {
  outlet: { id: number; name: string };
  /** The register the counter sells at (one of the menu's registers). */
  register: string | undefined;
  search: CounterSearch;
  setSearch: SetSearch<CounterSearch>;
}

export function CounterSale({ outlet, register, search, setSearch }: CounterSaleProps) {
  const { t } = useTranslation();
  const phone = usePhone();
  const menu = useGetCounterMenu({ outlet_id: outlet.id });
  const soldOut = useSoldOut(outlet.id);
  // What the outlet has sold out: its list as switched here, and the menu's own word.
  const listed = menu.data?.data.products;
  const catalogue = useMemo(
    () => withAvailability(listed ?? [], soldOut.ids, soldOut.optionIds),
    [listed, soldOut.ids, soldOut.optionIds],
  );
  const products = useMemo(() => new Map(catalogue.map((sku) => [sku.sku_id, sku])), [catalogue]);
  const unavailable = useMemo(() => new Set(catalogue.filter((p) => !p.available).map((p) => p.sku_id)), [catalogue]);
  const [picking, setPicking] = useState<CounterMenuProduct | null>(null);
  const form = useForm<CounterSaleInput, unknown, CounterSaleValues>({
    resolver: zodResolver(counterSaleSchema),
    defaultValues: emptySale(outlet.id, ''),
  });
  const lines = useWatch({ control: form.control, name: 'items' });
  const orderType = useWatch({ control: form.control, name: 'order_type' });
  const method = useWatch({ control: form.control, name: 'payment.method' });
  // The voucher is asked about once the cashier stops typing it, not at every letter.
  const [voucherCode] = useDebouncedValue(useWatch({ control: form.control, name: 'voucher_code' }) ?? '', 500);
  // A ShopeeFood order takes no cash: it is priced as a non-cash sale.
  const paymentMethod = method === 'platform' ? 'qris' : method;
  const quoted = useCounterQuote({ outletId: outlet.id, orderType, paymentMethod, lines, voucherCode });
  // The menu's prices until the server's first answer; then the total it asks for.
  const preview = cartTotal(lines, (line) => {
    const sku = products.get(line.sku_id);
    return sku ? cupPrice(unitPrice(sku), sku.modifier_groups, optionIds(line)) : undefined;
  });
  const total = quoted.quote?.total_amount ?? preview;
  const [switching, setSwitching] = useState(false);
  const [cartOpen, setCartOpen] = useState(false);
  const [sale, setSale] = useState<Sale | null>(null);
  const create = useCreateCounterOrder({ mutation: { meta: { successToast: false } } });
  const shifts = useCounterShift(outlet.id, register);
  const [shiftDialog, setShiftDialog] = useState<ShiftDialog | null>(null);
  // Cash goes into an open shift's drawer; QRIS sells without one.
  const openShiftFirst = method === 'cash' && shifts.noneOpen;

  const addCup = (sku: CounterMenuProduct, options: number[] = []) => {
    form.setValue('items', addOne(form.getValues('items'), sku.sku_id, options), {
      shouldValidate: form.formState.isSubmitted,
    });
  };
  const add = (sku: CounterMenuProduct) => (sku.modifier_groups.length > 0 ? setPicking(sku) : addCup(sku));

  const pay = form.handleSubmit(async (values) => {
    // Pay waits for the server's price of the cart as it is now.
    if (quoted.pending) return;
    // Exact cash is the total as it is now, whatever the field last caught up with.
    const payment =
      values.payment.method === 'cash' && form.getValues('payment.exact')
        ? { method: 'cash' as const, tendered: total }
        : values.payment;
    if (payment.method === 'cash' && quoted.quote && payment.tendered < total) {
      form.setError(
        'payment.tendered',
        { type: 'short', message: t('counter.tenderedShort', { amount: formatRupiah(total) }) },
        { shouldFocus: true },
      );
      return;
    }
    try {
      const answer = await create.mutateAsync({ data: { ...values, register: register ?? values.register, payment } });
      setCartOpen(false);
      setSale(answer.data);
    } catch (error) {
      // No open shift at the register ("Open a shift first"): the way to open one.
      if (isApiError(error) && error.status === 422 && error.field === 'register') {
        shifts.retry();
        if (shifts.handles) setShiftDialog({ kind: 'open' });
        return;
      }
      // The toast says what went wrong; the field (a line, the cash) says where.
      applyApiError(error, form);
    }
  });

  const next = () => {
    setSale(null);
    form.reset(emptySale(outlet.id, ''));
  };

  if (menu.isPending)
    return (
      <Group justify="center" p="xl">
        <Loader aria-label={t('common.loading')} />
      </Group>
    );
  if (menu.error)
    return (
      <Alert color="red" title={t('counter.menuFailed')}>
        <Button size="xs" variant="light" onClick={() => void menu.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );

  const grid = (
    <Stack gap="sm">
      {soldOut.error ? (
        <Alert color="orange" title={t('counter.availabilityFailed')}>
          <Button size="xs" variant="light" onClick={soldOut.refetch}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : null}
      <ProductGrid
        products={catalogue}
        soldOut={unavailable}
        categoryId={search.category_id}
        onCategory={(category_id) => setSearch({ category_id, q: undefined }, { replace: true })}
        query={search.q ?? ''}
        onQuery={(q) => setSearch({ q }, { replace: true })}
        onAdd={add}
        switching={switching}
        onSwitching={setSwitching}
        onSwitch={(sku, isSoldOut) =>
          void soldOut.set({ id: sku.sku_id, name: sku.name }, isSoldOut, outlet.name).catch(() => undefined)
        }
        optionSwitches={
          <SoldOutOptions
            products={catalogue}
            soldOut={soldOut.optionIds}
            onSwitch={(option, off) => void soldOut.setOption(option, off, outlet.name).catch(() => undefined)}
          />
        }
      />
    </Stack>
  );
  const cart = (
    <CartPanel
      form={form}
      products={products}
      total={total}
      quote={quoted}
      // Without an open shift, cash asks to open one before anything else.
      onPay={() => (openShiftFirst ? setShiftDialog({ kind: 'open' }) : void pay())}
      paying={create.isPending}
      inSheet={phone}
      openShiftFirst={openShiftFirst}
    />
  );
  const shiftBar = register ? <ShiftBar shifts={shifts} register={register} onDialog={setShiftDialog} /> : null;

  return (
    <>
      {phone ? (
        <Stack gap={0}>
          {shiftBar ? <div className="counter-shift-bar">{shiftBar}</div> : null}
          {grid}
          <div className="counter-cart-bar-space" />
          <CartBar count={itemCount(lines)} total={total} onOpen={() => setCartOpen(true)} />
          <Drawer
            opened={cartOpen}
            onClose={() => setCartOpen(false)}
            position="bottom"
            size="90%"
            title={t('counter.cart')}
            closeButtonProps={{ 'aria-label': t('common.close') }}
          >
            {cart}
          </Drawer>
        </Stack>
      ) : (
        <Grid gutter="md">
          {shiftBar ? <Grid.Col span={12}>{shiftBar}</Grid.Col> : null}
          <Grid.Col span={{ base: 12, sm: 7, lg: 8 }}>{grid}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 5, lg: 4 }}>
            <div className="counter-cart">{cart}</div>
          </Grid.Col>
        </Grid>
      )}
      <OptionPicker
        product={picking ? { name: picking.name, price: unitPrice(picking), groups: picking.modifier_groups } : null}
        onClose={() => setPicking(null)}
        onAdd={(options) => {
          if (picking) addCup(picking, options);
          setPicking(null);
        }}
      />
      {sale ? <SaleResult sale={sale} onNext={next} /> : null}
      {register ? (
        <>
          <OpenShiftDialog
            outlet={outlet}
            register={register}
            opened={shiftDialog?.kind === 'open'}
            onClose={() => setShiftDialog(null)}
          />
          {shifts.shift ? (
            <CashMovementDialog
              shiftId={shifts.shift.id}
              type={shiftDialog?.kind === 'move' ? shiftDialog.type : null}
              onClose={() => setShiftDialog(null)}
            />
          ) : null}
          <CloseShiftDialog
            shift={shiftDialog?.kind === 'close' ? shifts.shift : null}
            onClose={() => setShiftDialog(null)}
          />
        </>
      ) : null}
    </>
  );
}

/** The menu with the outlet's sold-out list applied: a product or option is out when either says so. */
function withAvailability(
  products: readonly CounterMenuProduct[],
  soldOut: ReadonlySet<number>,
  soldOutOptions: ReadonlySet<number>,
): CounterMenuProduct[] {
  return products.map((product) => ({
    ...product,
    available: product.available && !soldOut.has(product.sku_id),
    modifier_groups: product.modifier_groups.map((group) => ({
      ...group,
      options: group.options.map((o) => ({ ...o, available: o.available && !soldOutOptions.has(o.id) })),
    })),
  }));
}

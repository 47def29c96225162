// One sale at the counter's outlet: the menu (the SKU list's products, with the outlet's sold-out
// ones marked) feeding the cart form, Pay placing the sale (the server prices it), then its result.
import '@mantine/core/styles/Grid.css';
import { Alert, Button, Grid, Group, Loader, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCreateCounterOrder } from '@generated/hooks/counter/counter';
import { useListSkus } from '@generated/hooks/skus/skus';
import type { CounterSale as Sale, Sku } from '@generated/model';
import { applyApiError } from '@/components/form/api-errors';
import { Drawer } from '@/components/feedback/dialog';
import type { SetSearch } from '@/components/list/use-list-search';
import { useSoldOut } from '@/components/sold-out/use-sold-out';
import { formatRupiah } from '@/lib/format';
import { usePhone } from '@/lib/use-phone';
import { addOne, cartTotal, itemCount, unitPrice } from './cart';
import { CartBar, CartPanel } from './cart-panel';
import { ProductGrid } from './product-grid';
import { counterSaleSchema, emptySale, type CounterSaleInput, type CounterSaleValues } from './schemas';
import { MENU_PARAMS, type CounterSearch } from './search';
import { SaleResult } from './sale-result';

export interface CounterSaleProps {
  outlet: { id: number; name: string };
  search: CounterSearch;
  setSearch: SetSearch<CounterSearch>;
}

export function CounterSale({ outlet, search, setSearch }: CounterSaleProps) {
  const { t } = useTranslation();
  const phone = usePhone();
  const menu = useListSkus(MENU_PARAMS);
  const soldOut = useSoldOut(outlet.id);
  const products = useMemo(() => new Map((menu.data?.data ?? []).map((sku) => [sku.id, sku])), [menu.data]);
  const form = useForm<CounterSaleInput, unknown, CounterSaleValues>({
    resolver: zodResolver(counterSaleSchema),
    defaultValues: emptySale(outlet.id),
  });
  const lines = useWatch({ control: form.control, name: 'items' });
  const total = cartTotal(lines, (id) => {
    const sku = products.get(id);
    return sku ? unitPrice(sku) : undefined;
  });
  const [switching, setSwitching] = useState(false);
  const [cartOpen, setCartOpen] = useState(false);
  const [sale, setSale] = useState<Sale | null>(null);
  const create = useCreateCounterOrder({ mutation: { meta: { successToast: false } } });

  const add = (sku: Sku) => {
    form.setValue('items', addOne(form.getValues('items'), sku.id), { shouldValidate: form.formState.isSubmitted });
  };

  const pay = form.handleSubmit(async (values) => {
    if (values.payment.method === 'cash' && values.payment.tendered < total) {
      form.setError(
        'payment.tendered',
        { type: 'short', message: t('counter.tenderedShort', { amount: formatRupiah(total) }) },
        { shouldFocus: true },
      );
      return;
    }
    try {
      const answer = await create.mutateAsync({ data: values });
      setCartOpen(false);
      setSale(answer.data);
    } catch (error) {
      // The toast says what went wrong; the field (a line, the cash) says where.
      applyApiError(error, form);
    }
  });

  const next = () => {
    setSale(null);
    form.reset(emptySale(outlet.id));
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
        products={menu.data.data}
        soldOut={soldOut.ids}
        categoryId={search.category_id}
        onCategory={(category_id) => setSearch({ category_id, q: undefined }, { replace: true })}
        query={search.q ?? ''}
        onQuery={(q) => setSearch({ q }, { replace: true })}
        onAdd={add}
        switching={switching}
        onSwitching={setSwitching}
        onSwitch={(sku, isSoldOut) => void soldOut.set(sku, isSoldOut, outlet.name).catch(() => undefined)}
      />
    </Stack>
  );
  const cart = (
    <CartPanel
      form={form}
      products={products}
      total={total}
      onPay={() => void pay()}
      paying={create.isPending}
      inSheet={phone}
    />
  );

  return (
    <>
      {phone ? (
        <Stack gap={0}>
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
          <Grid.Col span={{ base: 12, sm: 7, lg: 8 }}>{grid}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 5, lg: 4 }}>
            <div className="counter-cart">{cart}</div>
          </Grid.Col>
        </Grid>
      )}
      {sale ? <SaleResult sale={sale} onNext={next} /> : null}
    </>
  );
}

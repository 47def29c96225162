// The Orders screen: the desk's list with every filter in the URL, and the order open in a drawer.
import { Button } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { IconEye } from '@tabler/icons-react';
import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getListOrdersQueryOptions } from '@generated/hooks/orders/orders';
import { DataTable } from '@/components/data-table/data-table';
import type { CardLayout } from '@/components/data-table/data-cards';
import { ListScreen } from '@/components/list/list-screen';
import { useListScreen } from '@/components/list/use-list-screen';
import { lazyPart, usePreloadOnIntent } from '@/lib/lazy-part';
import { useOnceTrue } from '@/lib/use-once-true';
import { orderColumns } from './order-columns';
import { OrderFilters } from './order-filters';
import { orderListParams } from './search';

const route = getRouteApi('/_signed-in/order');

// The drawer of one order loads after the list, not with it (see lazyPart).
const OrderDrawer = lazyPart(() => import('./order-drawer'), 'OrderDrawer');

/**
 * A row's card on a phone: the name staff call the order by, then its number, outlet and pick-up
 * window (none at the counter, which hands over at once), and the door beside the total. Kept to a
 * few lines so the first five orders fit a phone's first screen.
 */
const orderCard: CardLayout = {
  title: 'customer',
  subtitle: ['id', 'outlet', 'timeslot'],
  badge: 'status',
  figures: ['channel', 'total'],
};

export function OrderPage() {
  // Once the user reaches for the page, fetch the drawer's code so an order opens at once.
  usePreloadOnIntent(OrderDrawer);
  const { t } = useTranslation();
  const { search, setSearch, filtered, table } = useListScreen(route, getListOrdersQueryOptions, orderListParams);
  const columns = useMemo(() => orderColumns(t), [t]);
  // Opening or closing an order keeps the page the list is on.
  const show = (view: number | undefined) => setSearch({ view, page: search.page });
  // The drawer's code loads when an order first opens; it stays mounted to close with its transition.
  const drawerOpened = useOnceTrue(search.view !== undefined);

  return (
    <ListScreen title={t('screens.orders')}>
      <DataTable
        {...table}
        columns={columns}
        card={orderCard}
        toolbar={<OrderFilters search={search} onChange={setSearch} />}
        emptyMessage={filtered ? t('order.noMatch') : t('order.empty')}
        renderRowActions={(order) => (
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconEye size={14} aria-hidden />}
            aria-label={t('order.openOrder', { id: order.id })}
            onClick={() => show(order.id)}
          >
            {t('order.open')}
          </Button>
        )}
      />
      {drawerOpened ? (
        <Suspense fallback={null}>
          <OrderDrawer orderId={search.view} onClose={() => show(undefined)} />
        </Suspense>
      ) : null}
    </ListScreen>
  );
}

// The Customers screen: the chain's members with their points, found by name or phone number (in
// the URL), and the member's drawer (its id in the URL too) with the balance, recent orders, the
// points ledger and, for those who manage users, "Adjust points".
import '@mantine/core/styles/Button.css';
import { Button } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getListCustomersQueryOptions } from '@generated/hooks/customers/customers';
import type { Customer } from '@generated/model';
import { DataTable } from '@/components/data-table/data-table';
import type { CardLayout } from '@/components/data-table/data-cards';
import { rowButton } from '@/components/data-table/row-actions';
import { ListScreen } from '@/components/list/list-screen';
import { SearchFilter } from '@/components/list/search-filter';
import { useListScreen } from '@/components/list/use-list-screen';
import { lazyPart, usePreloadOnIntent } from '@/lib/lazy-part';
import { memberColumns, memberName } from './member-columns';
import { memberListParams } from './search';

// A member's drawer, with the points form, loads when a member is first opened (see lazyPart).
const MemberDrawer = lazyPart(() => import('./member-drawer'), 'MemberDrawer');

const route = getRouteApi('/_signed-in/customers');

/** A row's card on a phone. */
const memberCard: CardLayout = {
  title: 'name',
  subtitle: ['phone_number'],
  figures: ['points_balance', 'orders_count'],
};

export function MembersPage() {
  usePreloadOnIntent(MemberDrawer);
  const { t } = useTranslation();
  const { search, setSearch, table } = useListScreen(route, getListCustomersQueryOptions, memberListParams);
  const columns = useMemo(() => memberColumns(t), [t]);
  // The drawer is not a filter: opening or closing it keeps the page the list is on.
  const navigate = route.useNavigate();
  const openMember = (customer: number | undefined) =>
    void navigate({ search: (previous) => ({ ...previous, customer }), replace: customer === undefined });

  return (
    <ListScreen title={t('screens.customers')}>
      <DataTable
        {...table}
        columns={columns}
        card={memberCard}
        emptyMessage={search.q ? t('members.noMatch', { q: search.q }) : t('members.empty')}
        toolbar={
          <SearchFilter
            label={t('members.searchLabel')}
            placeholder={t('members.searchPlaceholder')}
            value={search.q}
            onChange={(q) => setSearch({ q })}
          />
        }
        renderRowActions={(member: Customer) => (
          <Button
            {...rowButton(IconEye, t('members.viewItem', { name: memberName(member, t) }))}
            onClick={() => openMember(member.id)}
          >
            {t('members.view')}
          </Button>
        )}
      />
      {search.customer !== undefined && (
        <Suspense fallback={null}>
          <MemberDrawer customerId={search.customer} onClose={() => openMember(undefined)} />
        </Suspense>
      )}
    </ListScreen>
  );
}

// The Reorder screen: at one outlet (picked in the URL), the SKUs at or below their minimum with
// what is on hand, in transit and on order and the quantity to reach the maximum (editable, with a
// choosable vendor), drafted into purchase orders by vendor in one click or sent as a transfer from
// the head office; below, the outlet's reorder rules, edited in a table and saved all at once.
import '@mantine/core/styles/Alert.css';
import { Alert } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '@/components/list/filter-bar';
import { ListScreen } from '@/components/list/list-screen';
import { OutletFilter } from '@/components/list/outlet-filter';
import { useSession } from '@/lib/session';
import { Rules } from './reorder-rules';
import { Suggestions } from './reorder-suggestions';

const route = getRouteApi('/_signed-in/inventory/reorder');

export function ReorderPage() {
  const { t } = useTranslation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { session } = useSession();
  const outlets = (session?.outlets ?? []).filter((outlet) => outlet.admin_scope.includes('view_admin_inventory'));
  // Rules belong to one outlet: without a choice in the URL, the first one the user reaches.
  const outletId = search.outlet_id ?? outlets[0]?.id;

  return (
    <ListScreen title={t('screens.reorder')}>
      <FilterBar>
        <OutletFilter
          scope="view_admin_inventory"
          label={t('reorder.outlet')}
          placeholder={t('reorder.outlet')}
          value={outletId}
          onChange={(next) => void navigate({ search: { outlet_id: next }, replace: true })}
        />
      </FilterBar>
      {outletId === undefined ? (
        <Alert color="gray">{t('reorder.noOutlet')}</Alert>
      ) : (
        <>
          <Suggestions key={`s${outletId}`} outletId={outletId} />
          <Rules key={`r${outletId}`} outletId={outletId} />
        </>
      )}
    </ListScreen>
  );
}

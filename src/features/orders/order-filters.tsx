// The order desk's filters, each written to the URL: status chips, the Jakarta days placed, the
// pick-up status, the channel and order type, the outlet (among those the user sees, as name_id),
// the customer's name or phone number, invoice, order and customer ID.
import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OrderStatus, PickUpStatus } from '@generated/model';
import { ChipsFilter } from '@/components/list/chips-filter';
import { DateRangeFilter } from '@/components/list/date-range-filter';
import { FilterBar } from '@/components/list/filter-bar';
import { SearchFilter } from '@/components/list/search-filter';
import { SelectFilter } from '@/components/list/select-filter';
import { orderStatusLabel } from '@/lib/domain-labels';
import { useSession } from '@/lib/session';
import { ORDER_CHANNELS, ORDER_TYPES, type OrderSearch } from './search';

const STATUSES = Object.values(OrderStatus);
const PICK_UP = Object.values(PickUpStatus);

/** A whole number typed into a box, or nothing. */
const wholeNumber = (text: string | undefined) =>
  text && /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : undefined;

export function OrderFilters({
  search,
  onChange,
}: {
  search: OrderSearch;
  onChange: (patch: Partial<OrderSearch>) => void;
}) {
  const { t } = useTranslation();
  const { session } = useSession();
  const outlets = (session?.outlets ?? []).filter((outlet) => outlet.admin_scope.includes('view_admin_order'));

  return (
    <FilterBar>
      <ChipsFilter
        label={t('common.status')}
        options={STATUSES.map((status) => ({ value: String(status), label: orderStatusLabel(status) }))}
        value={search.status === undefined ? [] : [String(search.status)]}
        onChange={([status]) => onChange({ status: status === undefined ? undefined : Number(status) })}
      />
      <Group gap="sm" wrap="wrap" w="100%">
        <DateRangeFilter
          label={t('order.placedBetween')}
          value={{ start: search.start_date, end: search.end_date }}
          onChange={({ start, end }) => onChange({ start_date: start, end_date: end })}
        />
        <SelectFilter
          label={t('order.pickUpStatus')}
          data={PICK_UP.map((value) => ({ value, label: t(`order.pickUp.${value}`) }))}
          value={search.pick_up_status}
          onChange={(pick_up_status) => onChange({ pick_up_status })}
          width={180}
        />
        <SelectFilter
          label={t('order.channel')}
          data={ORDER_CHANNELS.map((value) => ({ value, label: t(`order.channels.${value}`) }))}
          value={search.channel}
          onChange={(channel) => onChange({ channel })}
          width={140}
        />
        <SelectFilter
          label={t('order.orderType')}
          data={ORDER_TYPES.map((value) => ({ value, label: t(`order.orderTypes.${value}`) }))}
          value={search.order_type}
          onChange={(order_type) => onChange({ order_type })}
          width={170}
        />
        {outlets.length > 1 ? (
          <SelectFilter
            label={t('order.outlet')}
            data={outlets.map((outlet) => ({ value: `${outlet.name}_${outlet.id}`, label: outlet.name }))}
            value={search.outlet_name}
            onChange={(outlet_name) => onChange({ outlet_name })}
            searchable
          />
        ) : null}
        <SearchFilter
          label={t('order.customerSearch')}
          placeholder={t('order.customerSearch')}
          value={search.customer}
          onChange={(customer) => onChange({ customer })}
          width={240}
        />
        <SearchFilter
          label={t('order.invoiceSearch')}
          placeholder={t('order.invoiceSearch')}
          value={search.invoice_id}
          onChange={(invoice_id) => onChange({ invoice_id })}
          width={200}
        />
        <SearchFilter
          label={t('order.orderIdSearch')}
          placeholder={t('order.orderIdSearch')}
          value={search.order_id === undefined ? undefined : String(search.order_id)}
          onChange={(text) => onChange({ order_id: wholeNumber(text) })}
          width={140}
        />
        <SearchFilter
          label={t('order.customerIdSearch')}
          placeholder={t('order.customerIdSearch')}
          value={search.user_id === undefined ? undefined : String(search.user_id)}
          onChange={(text) => onChange({ user_id: wholeNumber(text) })}
          width={160}
        />
      </Group>
    </FilterBar>
  );
}

// The outlet list's columns: name with the head-office badge, area with its province, owner (a
// link that filters the list by that owner), staff count.
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Tooltip.css';
import { Anchor, Badge, Group, Text, Tooltip } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import type { MRT_ColumnDef } from 'mantine-react-table';
import type { Outlet } from '@generated/model';
import { toNameId } from '@/components/list/async-select-filter';
import { formatNumber } from '@/lib/format';
import { areaLabel, personOption } from './outlet-options';

export const outletColumns = (t: TFunction): MRT_ColumnDef<Outlet>[] => [
  {
    accessorKey: 'name',
    header: t('outlet.name'),
    Cell: ({ row }) => (
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" fw={500}>
          {row.original.name}
        </Text>
        {row.original.is_hq && (
          <Badge size="sm" variant="light" color="grape">
            {t('outlet.hq')}
          </Badge>
        )}
      </Group>
    ),
  },
  { id: 'area', header: t('outlet.area'), Cell: ({ row }) => areaLabel(row.original.outlet_area) },
  {
    id: 'owner',
    header: t('outlet.owner'),
    Cell: ({ row }) => (
      <Anchor
        renderRoot={(props) => (
          <Link {...props} to="/outlet" search={{ owner: toNameId(personOption(row.original.outlet_owner)) }} />
        )}
        size="sm"
        aria-label={t('outlet.filterByOwner', { name: row.original.outlet_owner.name })}
      >
        {row.original.outlet_owner.name}
      </Anchor>
    ),
  },
  {
    id: 'staff',
    header: t('outlet.staffCount'),
    Cell: ({ row }) => {
      const staff = row.original.staff_ids;
      const count = formatNumber(staff.length);
      return staff.length ? (
        <Tooltip label={staff.map((person) => person.name).join(', ')} multiline maw={280}>
          <Text size="sm" td="underline" style={{ textDecorationStyle: 'dotted', cursor: 'help' }} tabIndex={0}>
            {count}
          </Text>
        </Tooltip>
      ) : (
        count
      );
    },
  },
];

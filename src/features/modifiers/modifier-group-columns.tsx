// The modifier group list's columns: name (in the reader's language), single or multiple choice,
// how many a customer picks, options, products attached, status.
import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { MRT_ColumnDef } from 'mantine-react-table';
import type { ModifierGroup } from '@generated/model';
import { readerName } from '@/lib/domain-labels';
import { formatNumber } from '@/lib/format';
import type { Language } from '@/lib/i18n';

export const modifierGroupColumns = (t: TFunction, language: Language): MRT_ColumnDef<ModifierGroup>[] => [
  { id: 'name', header: t('modifier.name'), size: 200, accessorFn: (group) => readerName(group, language) },
  {
    id: 'selection',
    header: t('modifier.selection'),
    accessorFn: (group) => t(`modifier.selections.${group.selection}`),
  },
  {
    id: 'range',
    header: t('modifier.range'),
    accessorFn: (group) => `${formatNumber(group.min_select, language)}–${formatNumber(group.max_select, language)}`,
  },
  {
    id: 'option_count',
    header: t('modifier.optionCount'),
    accessorFn: (group) => formatNumber(group.options.length, language),
  },
  {
    id: 'product_count',
    header: t('modifier.productCount'),
    accessorFn: (group) => formatNumber(group.product_count, language),
  },
  {
    id: 'status',
    header: t('common.status'),
    Cell: ({ row }) => (
      <Badge color={row.original.status ? 'teal' : 'gray'} variant="light">
        {row.original.status ? t('common.active') : t('common.inactive')}
      </Badge>
    ),
  },
];

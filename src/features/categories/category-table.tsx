// The category list: thumbnail, name, status, SKU count, last update and an Edit action.
import type { ReactNode } from 'react';
import { Badge, Button, Image } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import dayjs from 'dayjs';
import type { MRT_ColumnDef } from 'mantine-react-table';
import type { Category } from '../../../generated/model';
import { DataTable, type PageParams } from '../../components/data-table';

const columns: MRT_ColumnDef<Category>[] = [
  {
    id: 'image',
    header: 'Image',
    size: 80,
    Cell: ({ row }) => (
      <Image src={row.original.image_url} alt={row.original.name} w={40} h={40} fit="cover" radius="sm" />
    ),
  },
  { accessorKey: 'name', header: 'Name' },
  {
    accessorKey: 'status',
    header: 'Status',
    Cell: ({ row }) =>
      row.original.status ? (
        <Badge color="teal" variant="light">
          Active
        </Badge>
      ) : (
        <Badge color="gray" variant="light">
          Inactive
        </Badge>
      ),
  },
  { accessorKey: 'sku_count', header: 'SKU count' },
  {
    accessorKey: 'updated_at',
    header: 'Updated at',
    Cell: ({ row }) => dayjs(row.original.updated_at).format('D MMM YYYY, HH:mm'),
  },
];

export interface CategoryTableProps {
  rows: Category[] | undefined;
  total: number | undefined;
  pagination: PageParams;
  onPaginationChange: (next: PageParams) => void;
  isLoading: boolean;
  isFetching: boolean;
  error: Error | null;
  onRetry: () => void;
  /** The applied name search, for the empty message. */
  name: string | undefined;
  onEdit: (category: Category) => void;
  toolbar?: ReactNode;
}

export function CategoryTable({ name, onEdit, ...list }: CategoryTableProps) {
  return (
    <DataTable<Category>
      {...list}
      columns={columns}
      getRowId={(category) => String(category.id)}
      emptyMessage={name ? `No categories match “${name}”` : 'No categories yet'}
      renderRowActions={(category) => (
        <Button
          size="xs"
          variant="subtle"
          leftSection={<IconPencil size={14} aria-hidden />}
          aria-label={`Edit ${category.name}`}
          onClick={() => onEdit(category)}
        >
          Edit
        </Button>
      )}
    />
  );
}

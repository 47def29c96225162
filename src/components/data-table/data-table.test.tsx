import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { DataTable, type DataTableProps } from './data-table';
import { renderWithProviders } from '../../testing/render';

interface Tea {
  id: number;
  name: string;
}
const columns: MRT_ColumnDef<Tea>[] = [{ accessorKey: 'name', header: 'Name' }];
const teas: Tea[] = [
  { id: 1, name: 'Milk Tea' },
  { id: 2, name: 'Fruit Tea' },
];

function renderTable(props: Partial<DataTableProps<Tea>> = {}) {
  const all: DataTableProps<Tea> = {
    columns,
    rows: teas,
    total: 2,
    pagination: { page: 1, size: 10 },
    onPaginationChange: vi.fn(),
    isLoading: false,
    isFetching: false,
    error: null,
    onRetry: vi.fn(),
    emptyMessage: 'Nothing here yet',
    getRowId: (row) => String(row.id),
    ...props,
  };
  renderWithProviders(<DataTable {...all} />);
  return all;
}

describe('DataTable', () => {
  it('shows the rows of the current page and a row action for each', () => {
    renderTable({ renderRowActions: (row) => <button type="button">Edit {row.name}</button> });
    expect(screen.getByText('Milk Tea')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Fruit Tea' })).toBeInTheDocument();
  });

  it('shows the empty message when the page has no rows', () => {
    renderTable({ rows: [], total: 0 });
    expect(screen.getByText('Nothing here yet')).toBeInTheDocument();
  });

  it('shows skeletons rather than the empty message while the first page loads', () => {
    renderTable({ rows: undefined, total: undefined, isLoading: true });
    expect(screen.queryByText('Nothing here yet')).not.toBeInTheDocument();
  });

  it("shows the error's message and retries on request", async () => {
    const props = renderTable({ error: new Error('Session expired'), rows: undefined });
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Session expired')).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(props.onRetry).toHaveBeenCalledTimes(1);
  });

  it('asks for the next 1-based page using the total from the API', async () => {
    const props = renderTable({ total: 35 });
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(props.onPaginationChange).toHaveBeenCalledWith({ page: 2, size: 10 });
  });
});

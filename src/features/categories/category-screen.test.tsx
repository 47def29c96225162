import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Category } from '../../../generated/model';
import { renderWithProviders } from '../../testing/render';
import { CategoryScreen } from './category-screen';

const list = vi.hoisted(() => ({ result: {} as Record<string, unknown>, params: undefined as unknown }));
vi.mock('../../../generated/hooks/categories/categories', async (original) => ({
  ...(await original<object>()),
  useListCategories: (params: unknown) => {
    list.params = params;
    return list.result;
  },
  useCreateCategory: () => ({ mutate: vi.fn(), isPending: false }),
  useUpdateCategory: () => ({ mutate: vi.fn(), isPending: false }),
}));

const fruitTea: Category = {
  id: 3,
  name: 'Fruit Tea',
  status: false,
  image_url: 'http://localhost:3000/uploads/fruit-tea.webp',
  sku_count: 4,
  created_at: '2026-08-01T02:10:00Z',
  updated_at: '2026-11-01T04:00:00Z',
};
const answered = (rows: Category[]) => ({
  data: { data: rows, meta: { page: 1, size: 10, total: rows.length } },
  isPending: false,
  isFetching: false,
  error: null,
  refetch: vi.fn(),
});

describe('CategoryScreen', () => {
  beforeEach(() => {
    list.result = answered([fruitTea]);
  });

  it('lists the categories of the URL page with their status and SKU count', () => {
    renderWithProviders(<CategoryScreen search={{ page: 2, size: 20, name: 'tea' }} onSearchChange={vi.fn()} />);
    expect(list.params).toEqual({ page: 2, size: 20, name: 'tea' });
    const row = screen.getByRole('row', { name: /Fruit Tea/ });
    expect(within(row).getByText('Inactive')).toBeInTheDocument();
    expect(within(row).getByText('4')).toBeInTheDocument();
    expect(within(row).getByRole('img', { name: 'Fruit Tea' })).toHaveAttribute('src', fruitTea.image_url);
  });

  it("says 'No categories yet' when there are none", () => {
    list.result = answered([]);
    renderWithProviders(<CategoryScreen search={{}} onSearchChange={vi.fn()} />);
    expect(screen.getByText('No categories yet')).toBeInTheDocument();
  });

  it('names the search when nothing matches it', () => {
    list.result = answered([]);
    renderWithProviders(<CategoryScreen search={{ name: 'Boba' }} onSearchChange={vi.fn()} />);
    expect(screen.getByText('No categories match “Boba”')).toBeInTheDocument();
  });

  it('goes back to the first page when the search changes', async () => {
    const onSearchChange = vi.fn();
    renderWithProviders(<CategoryScreen search={{ page: 3 }} onSearchChange={onSearchChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Search categories by name' }), 'fruit');
    await waitFor(() => expect(onSearchChange).toHaveBeenCalledWith({ name: 'fruit', page: undefined }));
  });

  it('opens the empty form for a new category and the filled form for Edit', async () => {
    renderWithProviders(<CategoryScreen search={{}} onSearchChange={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'New category' }));
    const create = await screen.findByRole('dialog', { name: 'New category' });
    expect(within(create).getByRole('textbox', { name: 'Name' })).toHaveValue('');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Edit Fruit Tea' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit category' });
    expect(within(edit).getByRole('textbox', { name: 'Name' })).toHaveValue('Fruit Tea');
  });
});

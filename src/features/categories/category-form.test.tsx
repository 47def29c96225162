import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getListCategoriesQueryKey } from '../../../generated/hooks/categories/categories';
import type { Category } from '../../../generated/model';
import { renderWithProviders } from '../../testing/render';
import { ApiError } from '../../lib/api/errors';
import { CategoryForm } from './category-form';

const api = vi.hoisted(() => ({
  create: vi.fn(),
  update: vi.fn(),
  upload: vi.fn(),
  createOptions: undefined as undefined | { mutation: { meta: unknown; onSuccess: () => unknown } },
  updateOptions: undefined as undefined | { mutation: { meta: unknown } },
}));
vi.mock('../../../generated/hooks/categories/categories', async (original) => ({
  ...(await original<object>()),
  useCreateCategory: (options: typeof api.createOptions) => {
    api.createOptions = options;
    return { mutate: api.create, isPending: false };
  },
  useUpdateCategory: (options: typeof api.updateOptions) => {
    api.updateOptions = options;
    return { mutate: api.update, isPending: false };
  },
}));
vi.mock('../../../generated/hooks/uploads/uploads', () => ({
  useUploadImage: () => ({ mutate: api.upload, isPending: false }),
}));

const IMAGE_URL = 'http://localhost:3000/uploads/cheese-foam.webp';
const milkTea: Category = {
  id: 7,
  name: 'Milk Tea',
  status: true,
  image_url: 'http://localhost:3000/uploads/milk-tea.webp',
  sku_count: 3,
  created_at: '2026-08-01T02:00:00Z',
  updated_at: '2026-08-01T02:00:00Z',
};

function renderForm(category: Category | null = null) {
  const onSaved = vi.fn();
  const view = renderWithProviders(<CategoryForm category={category} onSaved={onSaved} onCancel={vi.fn()} />);
  return { ...view, onSaved };
}

async function uploadImage() {
  api.upload.mockImplementationOnce((_vars, callbacks: { onSuccess: (r: unknown) => void }) =>
    callbacks.onSuccess({ data: { url: IMAGE_URL, content_type: 'image/webp', size: 10 } }),
  );
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  await userEvent.upload(input, new File(['x'], 'cheese-foam.webp', { type: 'image/webp' }));
}

describe('CategoryForm', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it('shows the messages for the empty fields and does not send anything', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create category' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Image is required')).toBeInTheDocument();
    expect(api.create).not.toHaveBeenCalled();
  });

  it('creates the category with the body the contract expects, on Enter', async () => {
    const { onSaved } = renderForm();
    await uploadImage();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), '  Cheese Foam {Enter}');
    expect(api.create).toHaveBeenCalledWith(
      { data: { name: 'Cheese Foam', status: true, image_url: IMAGE_URL } },
      expect.anything(),
    );
    expect(api.createOptions?.mutation.meta).toEqual({ successToast: 'Category created' });
    api.create.mock.calls[0]![1].onSuccess({ data: { ...milkTea, name: 'Cheese Foam' } });
    expect(onSaved).toHaveBeenCalled();
  });

  it('refreshes every category list after a save', async () => {
    const { queryClient } = renderForm();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await api.createOptions?.mutation.onSuccess();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: getListCategoriesQueryKey() });
  });

  it('updates the edited category with the changed values', async () => {
    renderForm(milkTea);
    await userEvent.click(screen.getByRole('switch', { name: /^Active/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(api.update).toHaveBeenCalledWith(
      { categoryId: 7, data: { name: 'Milk Tea', status: false, image_url: milkTea.image_url } },
      expect.anything(),
    );
    expect(api.updateOptions?.mutation.meta).toEqual({ successToast: 'Category updated' });
  });

  it('shows a conflict that names a field next to that field', async () => {
    renderForm(milkTea);
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const conflict = new ApiError(409, { errors: [{ detail: 'Category name already exists', field: 'name' }] });
    api.update.mock.calls[0]![1].onError(conflict);
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(name).toHaveAccessibleDescription('Category name already exists');
  });
});

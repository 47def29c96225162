// The field family bound to one form: each shows its value, hands back what the form holds, and
// shows the form's message under it.
import { zodResolver } from '@hookform/resolvers/zod';
import { keepPreviousData } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useListCategories } from '@generated/hooks/categories/categories';
import { getListCategoriesResponseMock } from '@generated/hooks/categories/categories.msw';
import type { Category } from '@generated/model';
import { api } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import { ApiForm } from './api-form';
import { AsyncSelectField } from './async-select-field';
import { listOptions } from './list-options';
import { DateField } from './date-field';
import { MoneyField } from './money-field';
import { MultiSelectField } from './multi-select-field';
import { NumberField } from './number-field';
import { SelectField } from './select-field';

const schema = z.object({
  price: z.number({ error: 'Price is required' }).min(1, { error: 'Price is required' }),
  quantity: z.number().optional(),
  unit: z.string({ error: 'Unit is required' }),
  tags: z.array(z.string()),
  day: z.string().optional(),
  category_id: z.number({ error: 'Category is required' }),
});
type Values = z.infer<typeof schema>;

const useCategoryOptions = (name: string) =>
  listOptions(
    useListCategories({ name: name || undefined, size: 20 }, { query: { placeholderData: keepPreviousData } }),
    (category: Category) => ({
      value: String(category.id),
      label: category.name,
    }),
  );

function Harness({ onSubmit, initial }: { onSubmit: (values: Values) => void; initial?: Partial<Values> }) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { tags: [], ...initial } });
  const { control } = form;
  return (
    <ApiForm form={form} onSubmit={async (values) => onSubmit(values)}>
      <MoneyField control={control} name="price" label="Price" />
      <NumberField control={control} name="quantity" label="Quantity" />
      <SelectField control={control} name="unit" label="Unit" data={['ml', 'gram', 'pcs']} />
      <MultiSelectField control={control} name="tags" label="Tags" data={['hot', 'iced']} />
      <DateField control={control} name="day" label="Day" />
      <AsyncSelectField
        control={control}
        name="category_id"
        label="Category"
        useOptions={useCategoryOptions}
        parse={Number}
        initialOption={initial?.category_id ? { value: String(initial.category_id), label: 'Archived Tea' } : undefined}
      />
      <button type="submit">Save</button>
    </ApiForm>
  );
}

describe('the field family', () => {
  it("shows the form's messages under the fields", async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<Harness onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Price is required')).toBeInTheDocument();
    expect(screen.getByText('Unit is required')).toBeInTheDocument();
    expect(screen.getByText('Category is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('formats rupiah as it is typed and hands over whole numbers and chosen values', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<Harness onSubmit={onSubmit} />);
    const price = screen.getByRole('textbox', { name: 'Price' });
    await userEvent.type(price, '25000');
    expect(price).toHaveValue('Rp 25,000');
    await userEvent.type(screen.getByRole('textbox', { name: 'Quantity' }), '3');
    await userEvent.click(screen.getByRole('textbox', { name: 'Unit' }));
    await userEvent.click(await screen.findByRole('option', { name: 'ml' }));
    await userEvent.click(screen.getByRole('textbox', { name: 'Tags' }));
    await userEvent.click(await screen.findByRole('option', { name: 'iced' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Category' }), 'Fruit');
    await userEvent.click(await screen.findByRole('option', { name: 'Fruit Tea' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      price: 25000,
      quantity: 3,
      unit: 'ml',
      tags: ['iced'],
      category_id: 3,
    });
  });

  it('searches the API as the user types and keeps the chosen option shown', async () => {
    const names: (string | null)[] = [];
    api.use(
      http.get('*/adm/v1/categories', ({ request }) => {
        names.push(new URL(request.url).searchParams.get('name'));
        return HttpResponse.json(getListCategoriesResponseMock());
      }),
    );
    renderWithProviders(<Harness onSubmit={vi.fn()} initial={{ category_id: 42 }} />);
    const category = screen.getByRole('textbox', { name: 'Category' });
    expect(category).toHaveValue('Archived Tea');
    await userEvent.clear(category);
    await userEvent.type(category, 'milk');
    await waitFor(() => expect(names).toContain('milk'));
  });
});

// The list filters: each shows the URL's value and reports a change once.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { ChipsFilter } from './chips-filter';
import { DateRangeFilter } from './date-range-filter';
import { FilterBar } from './filter-bar';
import { RemovableFilter } from './removable-filter';
import { SearchFilter } from './search-filter';
import { SelectFilter } from './select-filter';

describe('SearchFilter', () => {
  it('applies the typed text once, after a pause in typing', async () => {
    const onChange = vi.fn();
    renderWithProviders(<SearchFilter label="Search SKUs by name" value={undefined} onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Search SKUs by name' }), 'milk');
    expect(onChange).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('milk');
  });

  it('clears at once with the clear button, and follows the URL on back and forward', async () => {
    const onChange = vi.fn();
    const { rerender } = renderWithProviders(<SearchFilter label="Search" value="milk" onChange={onChange} />);
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('milk');
    rerender(<SearchFilter label="Search" value="fruit" onChange={onChange} />);
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('fruit');
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onChange).toHaveBeenCalledWith(undefined);
  });
});

describe('SelectFilter, ChipsFilter and DateRangeFilter', () => {
  it('pick a value, and clear it again', async () => {
    const onSelect = vi.fn();
    const onChips = vi.fn();
    renderWithProviders(
      <FilterBar>
        <SelectFilter
          label="Category"
          value={undefined}
          onChange={onSelect}
          data={[
            { value: '1', label: 'Milk Tea' },
            { value: '2', label: 'Fruit Tea' },
          ]}
        />
        <ChipsFilter
          label="Status"
          value={['PENDING']}
          onChange={onChips}
          options={[
            { value: 'PENDING', label: 'Pending' },
            { value: 'PARTIAL', label: 'Partial' },
          ]}
        />
        <DateRangeFilter label="Date" value={{ start: '2026-11-02', end: '2026-11-08' }} onChange={vi.fn()} />
      </FilterBar>,
    );
    await userEvent.click(screen.getByRole('textbox', { name: 'Category' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Fruit Tea' }));
    expect(onSelect).toHaveBeenCalledWith('2');
    await userEvent.click(screen.getByRole('radio', { name: 'Partial' }));
    expect(onChips).toHaveBeenLastCalledWith(['PARTIAL']);
    // A second click on the chosen chip clears a one-choice filter.
    await userEvent.click(screen.getByRole('radio', { name: 'Pending' }));
    expect(onChips).toHaveBeenLastCalledWith([]);
    expect(screen.getByRole('button', { name: 'Date' })).toHaveTextContent('2 Nov 2026 – 8 Nov 2026');
  });
});

describe('RemovableFilter', () => {
  it('shows what the list is narrowed to, and its button removes it', async () => {
    const onRemove = vi.fn();
    renderWithProviders(
      <RemovableFilter removeLabel="Show every order" onRemove={onRemove}>
        Order #1042
      </RemovableFilter>,
    );
    expect(screen.getByText('Order #1042')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show every order' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });
});

// A phone's filter drawer, and the option lists of its fields: nothing of either is in the page
// before it is used.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { FilterDrawer } from './filter-drawer';
import { SelectFilter } from './select-filter';

const statuses = [
  { value: 'OPEN', label: 'Open' },
  { value: 'DONE', label: 'Done' },
];

describe('FilterDrawer', () => {
  it('builds its filters when first opened, and keeps them once it has been', async () => {
    renderWithProviders(
      <FilterDrawer count={0}>
        <SelectFilter label="Status" value={undefined} onChange={vi.fn()} data={statuses} />
      </FilterDrawer>,
    );
    expect(screen.queryByRole('textbox', { name: 'Status', hidden: true })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    expect(await screen.findByRole('textbox', { name: 'Status' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show the list' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Status', hidden: true })).toBeInTheDocument();
  });
});

describe('a select field', () => {
  it('keeps no options in the page until its list is opened', async () => {
    renderWithProviders(<SelectFilter label="Status" value={undefined} onChange={vi.fn()} data={statuses} />);
    expect(screen.queryByRole('option', { name: 'Open', hidden: true })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('textbox', { name: 'Status' }));
    expect(await screen.findByRole('option', { name: 'Open' })).toBeInTheDocument();
  });
});

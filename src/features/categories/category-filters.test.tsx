import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/render';
import { CategoryFilters } from './category-filters';

const searchBox = () => screen.getByRole('textbox', { name: 'Search categories by name' });

describe('CategoryFilters', () => {
  it('applies the typed name once, after a pause in typing', async () => {
    const onNameChange = vi.fn();
    renderWithProviders(<CategoryFilters name={undefined} onNameChange={onNameChange} />);
    await userEvent.type(searchBox(), 'milk');
    expect(onNameChange).not.toHaveBeenCalled();
    await waitFor(() => expect(onNameChange).toHaveBeenCalledWith('milk'));
    expect(onNameChange).toHaveBeenCalledTimes(1);
  });

  it('clears the search with the clear button at once', async () => {
    const onNameChange = vi.fn();
    renderWithProviders(<CategoryFilters name="milk" onNameChange={onNameChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onNameChange).toHaveBeenCalledWith(undefined);
    expect(searchBox()).toHaveValue('');
  });

  it('shows the search from the URL when it changes (back button)', () => {
    const { rerender } = renderWithProviders(<CategoryFilters name="milk" onNameChange={vi.fn()} />);
    expect(searchBox()).toHaveValue('milk');
    rerender(<CategoryFilters name="fruit" onNameChange={vi.fn()} />);
    expect(searchBox()).toHaveValue('fruit');
  });

  it('refuses markup in the search instead of applying it', async () => {
    const onNameChange = vi.fn();
    renderWithProviders(<CategoryFilters name={undefined} onNameChange={onNameChange} />);
    await userEvent.type(searchBox(), '<script>');
    expect(screen.getByText('Potentially dangerous content detected.')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(onNameChange).not.toHaveBeenCalled();
  });
});

import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Drawer, Modal } from './dialog';
import { renderWithProviders } from '@/testing/render';

describe('the dialogs loaded once the screen has shown', () => {
  it('renders nothing until first opened, then the dialog with its title and content', async () => {
    const { rerender } = renderWithProviders(
      <Modal opened={false} onClose={() => {}} title="Delete category?">
        It cannot be undone.
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    rerender(
      <Modal opened onClose={() => {}} title="Delete category?">
        It cannot be undone.
      </Modal>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete category?' });
    expect(dialog).toHaveTextContent('It cannot be undone.');

    rerender(
      <Modal opened={false} onClose={() => {}} title="Delete category?">
        It cannot be undone.
      </Modal>,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens a drawer that is open from its first render', async () => {
    renderWithProviders(
      <Drawer opened onClose={() => {}} title="Order #1024">
        Two items
      </Drawer>,
    );
    expect(await screen.findByRole('dialog', { name: 'Order #1024' })).toHaveTextContent('Two items');
  });
});

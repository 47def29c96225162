import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

describe('focus after a dialog closes', () => {
  function Screen() {
    const [form, setForm] = useState(false);
    const [confirm, setConfirm] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setForm(true)}>
          Add category
        </button>
        <Modal opened={form} onClose={() => setForm(false)} title="New category">
          <button type="button" onClick={() => setConfirm(true)}>
            Cancel
          </button>
        </Modal>
        <Modal opened={confirm} onClose={() => setConfirm(false)} title="Discard changes?">
          <button type="button" onClick={() => setConfirm(false)}>
            Keep editing
          </button>
          <button
            type="button"
            onClick={() => {
              setConfirm(false);
              setForm(false);
            }}
          >
            Discard
          </button>
        </Modal>
      </>
    );
  }

  it('goes back to the button that opened it, from its first opening on', async () => {
    renderWithProviders(<Screen />);
    const add = screen.getByRole('button', { name: 'Add category' });
    for (let time = 0; time < 2; time += 1) {
      await userEvent.click(add);
      await screen.findByRole('dialog', { name: 'New category' });
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(add).toHaveFocus());
    }
  });

  it('goes back into a form still open, or past a form discarded with its confirmation', async () => {
    renderWithProviders(<Screen />);
    const add = screen.getByRole('button', { name: 'Add category' });
    await userEvent.click(add);
    const cancel = within(await screen.findByRole('dialog', { name: 'New category' })).getByRole('button', {
      name: 'Cancel',
    });
    await userEvent.click(cancel);
    await userEvent.click(await screen.findByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(cancel).toHaveFocus());

    await userEvent.click(cancel);
    await userEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(add).toHaveFocus());
  });
});

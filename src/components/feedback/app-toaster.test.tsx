// The Toaster is not part of the first page load: toasts raised before it is in (a wrong password,
// the end of a session) still show, in the order raised.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast } from '@/lib/toast';
import { renderWithProviders } from '@/testing/render';

describe('the toaster', () => {
  it('shows the toasts raised before it loaded, after the dismissals raised before it', async () => {
    toast.error('Wrong password');
    toast.dismiss();
    toast.success('Signed in');
    const { default: AppToaster } = await import('./app-toaster');
    renderWithProviders(<AppToaster inShell={false} />);
    expect(await screen.findByText('Signed in')).toBeInTheDocument();
    expect(screen.queryByText('Wrong password')).not.toBeInTheDocument();
  });
});

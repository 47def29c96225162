// Signing in through the real router against the mocked API.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getToken } from '@/lib/cookies';
import { i18n } from '@/lib/i18n';
import { api, apiError } from '@/testing/api';
import { renderApp, sessionWith } from '@/testing/render';

async function fillAndSubmit(password: string) {
  await userEvent.clear(screen.getByRole('textbox', { name: /Email/ }));
  await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'admin@example.com');
  await userEvent.clear(screen.getByLabelText(/^Password/));
  await userEvent.type(screen.getByLabelText(/^Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('the login page', () => {
  it("states each rule in the spec's words next to its field", async () => {
    renderApp('/login');
    await screen.findByRole('button', { name: 'Sign in' });
    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'not-an-email');
    await userEvent.type(screen.getByLabelText(/^Password/), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
  });

  it('returns to the screen the user was sent from, and the wrong-password toast does not follow', async () => {
    api.use(apiError('post', '/usr/v1/login', 401, 'Invalid email or password'));
    const { router } = renderApp('/login?redirect=%2Fcategory%3Fname%3Dtea');
    await screen.findByRole('button', { name: 'Sign in' });
    await fillAndSubmit('Wrong12345');
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();

    api.use(
      http.post('*/usr/v1/login', () =>
        HttpResponse.json({ data: { token: 'tk_real', expires_at: '2026-11-22T20:00:00Z' } }),
      ),
      http.get('*/usr/v1/info', () => HttpResponse.json({ data: sessionWith() })),
    );
    await fillAndSubmit('Admin12345');
    await waitFor(() => expect(router.state.location.href).toBe('/category?name=tea'));
    expect(getToken()).toBe('tk_real');
    expect(await screen.findByText('Signed in')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Invalid email or password')).not.toBeInTheDocument());
  });

  it('reads in Indonesian, with the spec rules translated', async () => {
    await i18n.changeLanguage('id');
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Masuk' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('id');
    await userEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(await screen.findByText('Masukkan alamat email yang valid')).toBeInTheDocument();
  });
});

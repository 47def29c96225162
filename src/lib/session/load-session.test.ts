// Only the API refusing the token ends a session. Opening another page right after signing in cuts
// the session call short; that, an API that is down, or one out of reach keep the token.
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getInfo } from '@generated/hooks/auth/auth';
import { api } from '@/testing/api';
import { ApiError, NetworkError } from '../api/errors';
import { onSessionRejected } from '../api/session-events';
import { getToken } from '../cookies';
import { loadSession } from './load-session';
import { useTokenStore } from './token-store';

const INFO = '*/usr/v1/info';
const refused = () => HttpResponse.json({ errors: [{ detail: 'Your session has expired' }] }, { status: 401 });

describe('loading the session for the guard', () => {
  let queryClient: QueryClient;

  beforeEach(() => {
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    useTokenStore.getState().register('tk_current');
  });
  afterEach(() => vi.restoreAllMocks());

  it('answers the session while the token is accepted', async () => {
    await expect(loadSession(queryClient)).resolves.toMatchObject({ email: expect.any(String) });
    expect(getToken()).toBe('tk_current');
  });

  it('keeps the token when the browser cuts the call short as the page is left', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new DOMException('The user aborted a request.', 'AbortError'));
    await expect(loadSession(queryClient)).rejects.toBeInstanceOf(NetworkError);
    expect(getToken()).toBe('tk_current');
    expect(useTokenStore.getState().token).toBe('tk_current');
  });

  it('keeps the token when the API is down or answers something unexpected', async () => {
    api.use(http.get(INFO, () => HttpResponse.json({ errors: [{ detail: 'Down' }] }, { status: 503 })));
    await expect(loadSession(queryClient)).rejects.toMatchObject({ status: 503 });
    api.use(http.get(INFO, () => HttpResponse.json({ errors: [{ detail: 'Broken' }] }, { status: 500 })));
    await expect(loadSession(queryClient)).rejects.toBeInstanceOf(ApiError);
    expect(getToken()).toBe('tk_current');
  });

  it('forgets a token the API refuses', async () => {
    api.use(http.get(INFO, refused));
    await expect(loadSession(queryClient)).resolves.toBeUndefined();
    expect(getToken()).toBeUndefined();
    expect(useTokenStore.getState().token).toBeUndefined();
  });
});

describe('a refused call', () => {
  it('ends the session only when it carried the token in use', async () => {
    const rejected = vi.fn();
    const stop = onSessionRejected(rejected);
    useTokenStore.getState().register('tk_earlier');
    // The call leaves with the earlier token; the user signs in again before it is answered.
    api.use(
      http.get(INFO, () => {
        useTokenStore.getState().register('tk_now');
        return refused();
      }),
    );
    await expect(getInfo()).rejects.toMatchObject({ status: 401 });
    expect(rejected).not.toHaveBeenCalled();
    api.use(http.get(INFO, refused));
    await expect(getInfo()).rejects.toMatchObject({ status: 401 });
    expect(rejected).toHaveBeenCalledWith('Your session has expired');
    stop();
  });
});

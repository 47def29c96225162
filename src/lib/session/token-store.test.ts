import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getToken } from '../cookies';
import { toast } from '../toast';
import { useTokenStore } from './token-store';

const dismiss = vi.spyOn(toast, 'dismiss');

describe('the token store', () => {
  beforeEach(() => dismiss.mockReset());

  it('keeps the token in the cookie and dismisses the toasts of the session before', () => {
    useTokenStore.getState().register('tk_new');
    expect(getToken()).toBe('tk_new');
    expect(useTokenStore.getState().token).toBe('tk_new');
    expect(dismiss).toHaveBeenCalledTimes(1);
  });

  it('forgets the token on sign-out and dismisses what the session raised', () => {
    useTokenStore.getState().register('tk_old');
    dismiss.mockReset();
    useTokenStore.getState().clear();
    expect(getToken()).toBeUndefined();
    expect(useTokenStore.getState().token).toBeUndefined();
    expect(dismiss).toHaveBeenCalledTimes(1);
  });

  it('keeps the toast that says why a session ended when a second refused call clears it again', () => {
    useTokenStore.getState().register('tk_revoked');
    useTokenStore.getState().clear();
    dismiss.mockReset();
    useTokenStore.getState().clear();
    expect(dismiss).not.toHaveBeenCalled();
    expect(useTokenStore.getState().token).toBeUndefined();
  });
});

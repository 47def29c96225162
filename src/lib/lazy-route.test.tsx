import { afterEach, describe, expect, it, vi } from 'vitest';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { CHUNK_RELOAD_MARKER, useBuiltInTheBackground, withChunkReload } from './lazy-route';

afterEach(() => sessionStorage.clear());

describe('withChunkReload', () => {
  it('returns the module and clears the marker after a successful load', async () => {
    sessionStorage.setItem(CHUNK_RELOAD_MARKER, '1');
    const load = withChunkReload(() => Promise.resolve({ Page: 'page' }));
    await expect(load()).resolves.toEqual({ Page: 'page' });
    expect(sessionStorage.getItem(CHUNK_RELOAD_MARKER)).toBeNull();
  });

  it('reloads once when a chunk fails, setting the marker', async () => {
    const reload = vi.fn();
    const load = withChunkReload(
      () => Promise.reject(new Error('Failed to fetch dynamically imported module')),
      reload,
    );
    void load();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(sessionStorage.getItem(CHUNK_RELOAD_MARKER)).toBe('1');
  });

  it('throws instead of reloading again when the marker is already set', async () => {
    sessionStorage.setItem(CHUNK_RELOAD_MARKER, '1');
    const reload = vi.fn();
    const load = withChunkReload(() => Promise.reject(new Error('chunk gone')), reload);
    await expect(load()).rejects.toThrow('chunk gone');
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('useBuiltInTheBackground', () => {
  function Screen() {
    return useBuiltInTheBackground() ? <p>the screen</p> : null;
  }

  it('leaves its part out of the first render and builds it in a later, interruptible one', async () => {
    const container = document.createElement('div');
    const root = createRoot(container);
    // The first render, done at once as an update the router makes is: the part is not in it.
    flushSync(() => root.render(<Screen />));
    expect(container.textContent).toBe('');
    await vi.waitFor(() => expect(container.textContent).toBe('the screen'));
    root.unmount();
  });
});

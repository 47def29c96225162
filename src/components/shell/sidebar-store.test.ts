import { describe, expect, it } from 'vitest';
import { useSidebarStore } from './sidebar-store';

describe('the sidebar store', () => {
  it('remembers the desktop choice on the device, not whether the phone sidebar is open', async () => {
    useSidebarStore.getState().setDesktop('MINIMIZE');
    useSidebarStore.getState().setSmallOpen(true);
    expect(JSON.parse(localStorage.getItem('sidebar') ?? '{}')).toMatchObject({ state: { desktop: 'MINIMIZE' } });
    expect(localStorage.getItem('sidebar')).not.toContain('smallOpen');
    useSidebarStore.setState({ desktop: 'MAXIMIZE', smallOpen: false });
    await useSidebarStore.persist.rehydrate();
    localStorage.setItem('sidebar', JSON.stringify({ state: { desktop: 'MINIMIZE' }, version: 0 }));
    await useSidebarStore.persist.rehydrate();
    expect(useSidebarStore.getState().desktop).toBe('MINIMIZE');
    expect(useSidebarStore.getState().smallOpen).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { findBrowser } from './find-browser';

const PLAYWRIGHT = '/home/me/.cache/ms-playwright/chromium-1200/chrome-linux/chrome';

describe('findBrowser', () => {
  it('takes CHROMIUM_PATH first', () => {
    expect(findBrowser({ CHROMIUM_PATH: '/opt/chrome' }, PLAYWRIGHT, () => true)).toEqual({
      use: 'given',
      path: '/opt/chrome',
    });
  });

  it("uses Playwright's own Chromium when it was installed", () => {
    expect(findBrowser({}, PLAYWRIGHT, (path) => path === PLAYWRIGHT)).toEqual({ use: 'playwright' });
  });

  it("falls back to the system's Chromium", () => {
    expect(findBrowser({}, PLAYWRIGHT, (path) => path === '/usr/bin/chromium-browser')).toEqual({
      use: 'system',
      path: '/usr/bin/chromium-browser',
    });
  });

  it('finds none on a machine without any', () => {
    expect(findBrowser({}, PLAYWRIGHT, () => false)).toEqual({ use: 'none' });
  });
});

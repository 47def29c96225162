import { describe, expect, it } from 'vitest';
import { deviceIdFromUserAgent } from './device-id';

const UA = {
  chrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.80',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  safari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  opera:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 OPR/110.0.0.0',
};

describe('deviceIdFromUserAgent', () => {
  it.each(Object.entries(UA))('detects %s', (browser, userAgent) => {
    expect(deviceIdFromUserAgent(userAgent)).toBe(`web-${browser}`);
  });

  it("answers 'web-unknown' for anything else", () => {
    expect(deviceIdFromUserAgent('curl/8.5.0')).toBe('web-unknown');
    expect(deviceIdFromUserAgent('')).toBe('web-unknown');
  });
});

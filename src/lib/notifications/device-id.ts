// The device_id a browser registers for push notifications: 'web-' plus the detected browser.
import Bowser from 'bowser';
import type { RegisterDeviceRequestDeviceId } from '@generated/model';

const BROWSERS: Record<string, string> = {
  Chrome: 'chrome',
  Chromium: 'chrome',
  'Microsoft Edge': 'edge',
  Firefox: 'firefox',
  Safari: 'safari',
  Opera: 'opera',
};

export function deviceIdFromUserAgent(userAgent: string): RegisterDeviceRequestDeviceId {
  // bowser refuses an empty user agent; a browser without one is simply unknown.
  const name = userAgent ? Bowser.getParser(userAgent).getBrowserName() : '';
  const browser = BROWSERS[name] ?? 'unknown';
  return `web-${browser}` as RegisterDeviceRequestDeviceId;
}

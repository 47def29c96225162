import type { Device } from '@generated/model';

/** Register only when the session has no web device with this push token already. */
export function needsRegistration(devices: readonly Device[], token: string): boolean {
  return !devices.some((device) => device.device_type === 'web' && device.token === token);
}

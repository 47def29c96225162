// Where the menu job finds each platform's adapter. The platforms' adapters (./gofood, ./grabfood)
// plug in here; until one is registered for a platform, a push to it fails with the reason, kept
// on the push for the manager to read, and nothing is sent anywhere.
import type { ChannelsConfig } from '../../config';
import { canCall, type ApiChannel, type ChannelAdapter } from './port';

/** The adapter that pushes menus to a platform; throws, with a reason a manager can read, when there is none. */
export type MenuAdapterSource = (channel: ApiChannel) => ChannelAdapter;

const PLATFORM_NAMES: Record<ApiChannel, string> = { gofood: 'GoFood', grabfood: 'GrabFood' };

const registered = new Map<ApiChannel, (config: ChannelsConfig) => ChannelAdapter>();

/** Registers how a platform's adapter is made from the configuration. */
export function registerMenuAdapter(channel: ApiChannel, make: (config: ChannelsConfig) => ChannelAdapter): void {
  registered.set(channel, make);
}

/** The configured platforms' adapters. */
export function configuredMenuAdapters(config: ChannelsConfig): MenuAdapterSource {
  return (channel) => {
    if (!canCall(config[channel])) throw new Error(`${PLATFORM_NAMES[channel]} partner credentials are not configured`);
    const make = registered.get(channel);
    if (!make) throw new Error(`${PLATFORM_NAMES[channel]} is not configured for menu pushes`);
    return make(config);
  };
}

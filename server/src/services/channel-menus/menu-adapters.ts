// Where the menu job finds each platform's adapter (./adapters, from the configuration; tests pass
// a recording one). Without the partner credentials a push fails with the reason, kept on the push
// for the manager to read, and nothing is sent anywhere.
import type { ChannelsConfig } from '../../config';
import { channelAdapter } from '../channels/adapters';
import { canCall, type ApiChannel, type ChannelAdapter } from '../channels/port';

/** The adapter that pushes menus to a platform; throws, with a reason a manager can read, when there is none. */
export type MenuAdapterSource = (channel: ApiChannel) => ChannelAdapter;

const PLATFORM_NAMES: Record<ApiChannel, string> = { gofood: 'GoFood', grabfood: 'GrabFood' };

/** The configured platforms' adapters. */
export function configuredMenuAdapters(config: ChannelsConfig): MenuAdapterSource {
  return (channel) => {
    if (!canCall(config[channel])) throw new Error(`${PLATFORM_NAMES[channel]} partner credentials are not configured`);
    return channelAdapter(config, channel);
  };
}

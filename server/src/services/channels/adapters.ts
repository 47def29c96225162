// The adapter of each platform with a partner API, from the server's configuration.
import type { ChannelsConfig } from '../../config';
import { gofoodAdapter } from './gofood/adapter';
import { grabfoodAdapter } from './grabfood/adapter';
import type { ApiChannel, ChannelAdapter } from './port';

export function channelAdapter(config: ChannelsConfig, channel: ApiChannel): ChannelAdapter {
  return channel === 'gofood'
    ? gofoodAdapter(config.gofood, config.timeoutMs)
    : grabfoodAdapter(config.grabfood, config.timeoutMs);
}

// Delivery platforms' callbacks (checked and read by each platform's adapter, applied by
// ./callbacks), and the development operation that sends one as a platform would.
import type { Handlers } from '../../lib/handler-types';
import { HttpError } from '../../lib/http-error';
import { securityEvent } from '../../lib/security-log';
import { fromThisMachine } from '../system/handlers';
import { channelAdapter } from '../channels/adapters';
import { applyChannelCallback } from './callbacks';
import { sendSimulatedChannelOrder } from './simulated-orders';

export const CALLBACK_REFUSED = "The callback is not the platform's";

export const channelCallbackHandlers: Handlers = {
  async receiveChannelCallback(request) {
    const { channel } = request.params;
    const adapter = channelAdapter(request.server.config.channels, channel);
    if (!request.rawBody || !adapter.verifyCallback(request.headers, request.rawBody)) {
      securityEvent(request, 'channel_callback_refused', { channel });
      throw new HttpError(401, CALLBACK_REFUSED);
    }
    let callback;
    try {
      callback = adapter.parseCallback(request.body);
    } catch (error) {
      throw new HttpError(400, error instanceof Error ? error.message : 'The callback cannot be read');
    }
    const applied = await applyChannelCallback(request.server.db, channel, callback);
    return { data: { result: applied.result, order_id: applied.orderId } };
  },

  async simulateChannelOrder(request) {
    const { config } = request.server;
    if (config.env === 'production' || !fromThisMachine(request)) throw new HttpError(404, 'Not found');
    const { channel, outlet_id, platform_order_id, items } = request.body;
    const data = await sendSimulatedChannelOrder(request.server, {
      channel,
      outletId: outlet_id,
      platformOrderId: platform_order_id,
      items: items.map((item) => ({ skuId: item.sku_id, quantity: item.quantity, options: item.options })),
    });
    return { data };
  },
};

// Web pushes of new orders to staff browsers, on when a Firebase service account is configured
// (FIREBASE_SERVICE_ACCOUNT). The sender can be given instead of Firebase (tests); without a
// service account nothing is pushed, whatever the sender.
import fp from 'fastify-plugin';
import type { FirebaseServiceAccount } from '../../config';
import { firebasePushSender, pushNewOrders, type PushSender } from '../../lib/web-push';

export default fp<{ serviceAccount: FirebaseServiceAccount | undefined; sender?: PushSender }>(
  async (app, { serviceAccount, sender }) => {
    if (!serviceAccount) return;
    const push = sender ?? firebasePushSender(serviceAccount);
    await pushNewOrders(app.orderEvents, { db: app.db, sender: push, jobs: app.backgroundJobs, log: app.log });
    // The order-events plugin stops the bus before closing; pushes under way finish first.
    app.addHook('onClose', async () => {
      await app.backgroundJobs.idle();
      await push.close?.();
    });
  },
  { name: 'web-push', dependencies: ['db', 'order-events'] },
);

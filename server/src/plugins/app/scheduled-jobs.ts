// The server's periodic work (lib/scheduled-jobs), expiring unpaid invoices, making pick-up
// windows ahead and marking batches and lots past their time expired: each job runs on one API process at a time,
// stops when the server closes, and is started by the configuration (tests start it themselves
// through `app.scheduledJobs.runNow`).
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import { ScheduledJobs } from '../../lib/scheduled-jobs';
import { invoiceExpiryJob } from '../../services/invoices/expiry';
import { pickupWindowsJob } from '../../services/timeslots/generate';
import { prepExpiryJob } from '../../services/prep/expiry';
import { auditRetentionJob } from '../../lib/audit';
import { channelStatesJob } from '../../services/channels/state-job';
import { channelMenuSyncJob } from '../../services/channel-menus/menu-sync-job';
import type { MenuAdapterSource } from '../../services/channel-menus/menu-adapters';

declare module 'fastify' {
  interface FastifyInstance {
    scheduledJobs: ScheduledJobs;
  }
}

export default fp<{
  database: Database;
  invoiceExpiryMs: number;
  pickupWindowsMs: number;
  prepExpiryMs: number;
  auditRetentionDays: number;
  /** Between runs of the delivery platforms' jobs (at most 30 s); 0 never (tests run them). */
  channelJobsMs: number;
  menuAdapters: MenuAdapterSource;
}>(
  async (app, { database, invoiceExpiryMs, pickupWindowsMs, prepExpiryMs, auditRetentionDays, ...channels }) => {
    const jobs = new ScheduledJobs({ db: app.db, withConnection: database.withConnection }, app.log);
    jobs.add(invoiceExpiryJob(invoiceExpiryMs, app.log), { start: invoiceExpiryMs > 0 });
    jobs.add(pickupWindowsJob(pickupWindowsMs, app.log), { start: pickupWindowsMs > 0 });
    jobs.add(prepExpiryJob(prepExpiryMs, app.log), { start: prepExpiryMs > 0 });
    jobs.add(auditRetentionJob(auditRetentionDays, app.log), { start: true });
    jobs.add(channelStatesJob(app.config.channels, app.log), { start: app.config.channels.jobsMs > 0 });
    // A sold-out change reaches the platforms within a minute: a run at least every 30 s.
    const channelMs = Math.min(channels.channelJobsMs, 30_000);
    jobs.add(channelMenuSyncJob(channelMs, app.log, channels.menuAdapters), { start: channelMs > 0 });
    app.decorate('scheduledJobs', jobs);
    // While the database is still open.
    app.addHook('preClose', async () => jobs.close());
  },
  { name: 'scheduled-jobs', dependencies: ['db'] },
);

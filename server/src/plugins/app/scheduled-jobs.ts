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
}>(
  async (app, { database, invoiceExpiryMs, pickupWindowsMs, prepExpiryMs, auditRetentionDays }) => {
    const jobs = new ScheduledJobs({ db: app.db, withConnection: database.withConnection }, app.log);
    jobs.add(invoiceExpiryJob(invoiceExpiryMs, app.log), { start: invoiceExpiryMs > 0 });
    jobs.add(pickupWindowsJob(pickupWindowsMs, app.log), { start: pickupWindowsMs > 0 });
    jobs.add(prepExpiryJob(prepExpiryMs, app.log), { start: prepExpiryMs > 0 });
    jobs.add(auditRetentionJob(auditRetentionDays, app.log), { start: true });
    jobs.add(channelStatesJob(app.config.channels, app.log), { start: app.config.channels.jobsMs > 0 });
    app.decorate('scheduledJobs', jobs);
    // While the database is still open.
    app.addHook('preClose', async () => jobs.close());
  },
  { name: 'scheduled-jobs', dependencies: ['db'] },
);

// Work a request starts but does not wait for (a recovery email), so the answer takes the same
// time whatever the work. Failures are logged; `idle()` waits for what is under way, which the
// development outbox and shutdown use so nothing is read early or cut off.
import type { FastifyBaseLogger } from 'fastify';

export class BackgroundJobs {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  run(name: string, job: () => Promise<void>) {
    // Started on the next turn of the event loop, after the answer has gone out.
    const promise = new Promise((resolve) => setImmediate(resolve))
      .then(job)
      .catch((error: unknown) => this.log.error({ err: error, job: name }, 'background job failed'))
      .finally(() => this.running.delete(promise));
    this.running.add(promise);
  }

  async idle() {
    while (this.running.size) await Promise.all([...this.running]);
  }
}

// Work a request starts but does not wait for (a recovery email), so the answer takes the same
// time whatever the work. Failures are logged; `idle()` waits for what is under way, which the
// development outbox and shutdown use so nothing is read early or cut off. Work may also be put
// off for a while (a simulated customer paying a few seconds after ordering); what is still
// waiting when the server closes is dropped, as it only ever stands for something outside.
import type { FastifyBaseLogger } from 'fastify';

export class BackgroundJobs {
  private readonly running = new Set<Promise<void>>();
  private readonly waiting = new Set<NodeJS.Timeout>();

  constructor(private readonly log: FastifyBaseLogger) {}

  run(name: string, job: () => Promise<void>) {
    // Started on the next turn of the event loop, after the answer has gone out.
    const promise = new Promise((resolve) => setImmediate(resolve))
      .then(job)
      .catch((error: unknown) => this.log.error({ err: error, job: name }, 'background job failed'))
      .finally(() => this.running.delete(promise));
    this.running.add(promise);
  }

  /** Runs `job` in `delayMs`, unless the server closes first. */
  runAfter(name: string, delayMs: number, job: () => Promise<void>) {
    const timer = setTimeout(() => {
      this.waiting.delete(timer);
      this.run(name, job);
    }, delayMs);
    timer.unref();
    this.waiting.add(timer);
  }

  /** Drops the jobs still waiting for their time. */
  dropWaiting() {
    for (const timer of this.waiting) clearTimeout(timer);
    this.waiting.clear();
  }

  async idle() {
    while (this.running.size) await Promise.all([...this.running]);
  }
}

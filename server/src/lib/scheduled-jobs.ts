// Work the server does by itself every so often (expiring unpaid invoices). Every API process
// schedules each job, but a run holds a PostgreSQL advisory lock named by the job for its whole
// length, on a connection of its own: while one process runs it, the others skip their turn, so the
// work is done by one process at a time wherever it runs. On PGlite there is one process. Within a
// process a run never overlaps the one before; a failed run is logged and the next turn tries again;
// closing stops the timers and waits for a run under way.
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { asSystem } from './audit';

export interface ScheduledJob {
  /** As the logs name it. */
  name: string;
  /** Between the end of one run and the start of the next. */
  everyMs: number;
  /** Any constant both engines agree on, naming this job's advisory lock; one per job. */
  lockKey: number;
  run(db: Db): Promise<void>;
}

/** What a call to `runNow` did: ran the job, or left it to another run under way here or elsewhere. */
export type RunOutcome = 'ran' | 'busy';

export class ScheduledJobs {
  private readonly jobs = new Map<string, ScheduledJob>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly running = new Map<string, Promise<RunOutcome>>();
  private closed = false;

  constructor(
    private readonly database: Pick<Database, 'db' | 'withConnection'>,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Adds a job; with `start`, its first run comes one interval from now and the runs go on until close. */
  add(job: ScheduledJob, { start }: { start: boolean }) {
    if (this.jobs.has(job.name)) throw new Error(`A job named ${job.name} is already scheduled`);
    if ([...this.jobs.values()].some((other) => other.lockKey === job.lockKey))
      throw new Error(`Another job already uses the lock key ${job.lockKey}`);
    this.jobs.set(job.name, job);
    if (start) this.schedule(job);
  }

  /** The jobs' names (each is also the operation its writes are audited under). */
  names(): string[] {
    return [...this.jobs.keys()];
  }

  /** How long the named job waits between runs. */
  intervalOf(name: string): number {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`No job named ${name}`);
    return job.everyMs;
  }

  /**
   * Runs the job now unless a run is under way, in this process or another; errors reach the caller.
   * The timer's runs come here too.
   */
  async runNow(name: string): Promise<RunOutcome> {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`No job named ${name}`);
    if (this.running.has(name)) return 'busy';
    const run = this.locked(job).finally(() => this.running.delete(name));
    this.running.set(name, run);
    return run;
  }

  /** Stops the timers and waits for the runs under way. */
  async close() {
    this.closed = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.running.values()]);
  }

  private schedule(job: ScheduledJob) {
    if (this.closed) return;
    const timer = setTimeout(() => {
      this.runNow(job.name)
        .catch((error: unknown) => this.log.error({ err: error, job: job.name }, 'scheduled job failed'))
        .finally(() => this.schedule(job));
    }, job.everyMs);
    // A pending turn does not keep the process alive.
    timer.unref();
    this.timers.set(job.name, timer);
  }

  private async locked(job: ScheduledJob): Promise<RunOutcome> {
    return this.database.withConnection(async (session) => {
      const [lock] = (
        (await session.execute(sql`select pg_try_advisory_lock(${job.lockKey}) as locked`)) as unknown as {
          rows: { locked: boolean }[];
        }
      ).rows;
      if (!lock?.locked) return 'busy';
      try {
        // What a job writes is recorded in the audit trail as the system, under the job's name.
        await asSystem(job.name, () => job.run(this.database.db));
      } finally {
        await session.execute(sql`select pg_advisory_unlock(${job.lockKey})`);
      }
      return 'ran';
    });
  }
}

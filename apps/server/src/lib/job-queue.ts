// The product's background jobs: one pg-boss per process, in the product's own database (schema
// `pgboss`, on the jobs' own connections), started and stopped with the server. Modules declare their
// queues and workers on it (the outbox's sending, billing runs); the job's row in the module's own
// table is the truth, so a job run twice (a retry, a restart's sweep) does its work once.
import { createRequire } from 'node:module';
import type pg from 'pg';
import PgBoss from 'pg-boss';

export interface JobLog {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export interface QueueOptions {
  /** `stately`: one job per singleton key queued and one active at a time. */
  policy?: 'standard' | 'stately' | 'singleton' | 'short';
}

export interface JobQueue {
  start(): Promise<void>;
  stop(): Promise<void>;
  readonly started: boolean;
  createQueue(name: string, options?: QueueOptions): Promise<void>;
  send(name: string, data: object, options?: PgBoss.SendOptions): Promise<string | null>;
  /** Runs `handler` for each job of the queue, one at a time; a throw is a failed attempt (retried). */
  work<T extends object>(
    name: string,
    handler: (data: T) => Promise<void>,
    pollingIntervalSeconds?: number,
  ): Promise<void>;
  cancel(name: string, id: string): Promise<void>;
}

/** pg-boss's statements that record a job's end (completed, failed), in the product's schema. */
const bossPlans = createRequire(import.meta.url)('pg-boss/src/plans.js') as Record<
  'completeJobs' | 'failJobsById',
  (schema: string) => string
>;
const JOB_ENDINGS = new Set([bossPlans.completeJobs('pgboss'), bossPlans.failJobsById('pgboss')]);

export function createJobQueue({ pool, log }: { pool: pg.Pool; log: JobLog }): JobQueue {
  // Once stopped, pg-boss may still record the end of a job that outlived the stop's wait (a slow SMTP
  // server, a long billing run): that late write is dropped instead of reaching the closed connections.
  // The job stays active, expires and runs again; the module's row keeps its work from being done twice.
  let closed = false;
  const nothingWritten = { rows: [{ count: 0 }], rowCount: 0 }; // pg-boss's "0 jobs affected"
  const boss = new PgBoss({
    db: {
      executeSql: (text, values) => {
        if (closed) return Promise.resolve(nothingWritten);
        if (!JOB_ENDINGS.has(text)) return pool.query(text, values);
        // pg-boss records a job's end without waiting for it: a database away at that moment made an
        // unhandled rejection. The end is logged and dropped; the job stays active, expires and runs again.
        return pool.query(text, values).catch((error: Error) => {
          log.error(`jobs: a job's end was not recorded (${error.message})`);
          return nothingWritten;
        });
      },
    },
    schema: 'pgboss',
    // No cron schedules yet; maintenance (expiry, archive) stays on.
    schedule: false,
  });
  boss.on('error', (error) => log.error(`jobs: ${error.message}`));
  let started = false;
  let runningNow = 0;

  return {
    get started() {
      return started;
    },
    async start() {
      await boss.start();
      started = true;
    },
    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, wait: true, timeout: 5000 });
      closed = true;
      if (runningNow > 0)
        log.warn(`jobs: ${runningNow} job(s) still running at shutdown; they run again later`);
    },
    async createQueue(name, options = {}) {
      await boss.createQueue(name, { name, policy: options.policy ?? 'standard' });
    },
    send: (name, data, options = {}) => boss.send(name, data, options),
    async work(name, handler, pollingIntervalSeconds = 1) {
      await boss.work<object>(name, { pollingIntervalSeconds, batchSize: 1 }, async ([job]) => {
        if (!job) return;
        runningNow += 1;
        try {
          await handler(job.data as never);
        } finally {
          runningNow -= 1;
        }
      });
    },
    cancel: (name, id) => boss.cancel(name, id).then(() => undefined),
  };
}

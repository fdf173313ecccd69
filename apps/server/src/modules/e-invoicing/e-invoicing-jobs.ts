// The transmission job on pg-boss: one round (dispatch.ts) every E_INVOICING_INTERVAL_SECONDS, each round
// queueing the next. The queue is `stately`: however many processes start, one round waits and one runs.
import type { FastifyInstance } from 'fastify';
import type { JobQueue } from '../../lib/job-queue.ts';
import { type RoundDeps, runRound } from './dispatch.ts';

export const E_INVOICING_QUEUE = 'e-invoicing-round';

export function scheduleRounds(
  app: FastifyInstance,
  { jobs, intervalSeconds, deps }: { jobs: JobQueue; intervalSeconds: number; deps: RoundDeps },
) {
  const next = (startAfter: number) =>
    jobs.send(
      E_INVOICING_QUEUE,
      {},
      { singletonKey: 'round', startAfter, retryLimit: 0, expireInSeconds: 900 },
    );
  // Once the process's job queue has started (server.ts starts it before listening); none in API-only tests.
  app.addHook('onReady', async () => {
    if (!jobs.started) return;
    await jobs.createQueue(E_INVOICING_QUEUE, { policy: 'stately' });
    await jobs.work(E_INVOICING_QUEUE, async () => {
      try {
        await runRound(deps);
      } catch (error) {
        deps.log.error(
          `e-invoicing: round failed (${error instanceof Error ? error.message : String(error)})`,
        );
      } finally {
        if (jobs.started) await next(intervalSeconds);
      }
    });
    await next(0);
  });
}

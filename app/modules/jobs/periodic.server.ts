import type { Logger } from "pino";

export interface PeriodicJob {
  stop(): Promise<void>;
}

/**
 * Runs `run` shortly after start and then every `intervalMs`, in every server process. A failed run is logged and
 * tried again at the next tick; stop() waits for a run in progress (before the database closes).
 */
export function startPeriodicJob(name: string, run: () => Promise<unknown>, options: { intervalMs: number; firstRunMs?: number; logger: Logger }): PeriodicJob {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = run().catch((error) => options.logger.error({ err: error, job: name }, "periodic job failed"));
  };
  const first = setTimeout(tick, options.firstRunMs ?? 10_000);
  const timer = setInterval(tick, options.intervalMs);
  first.unref();
  timer.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}

export interface Poller {
  /** Stops polling and waits for a run in progress to finish. */
  stop(): Promise<void>;
}

/**
 * Runs `run` `pollIntervalMs` after the previous run ended, so one process never runs it twice at once (the
 * outbox workers: mail, newsletters, webhooks). A failed run is logged as `${name} failed` and the polling goes on.
 */
export function startPoller(name: string, run: () => Promise<unknown>, options: { pollIntervalMs: number; logger: Logger }): Poller {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      running = run()
        .catch((error: unknown) => options.logger.error({ err: error }, `${name} failed`))
        .finally(() => {
          running = undefined;
          schedule();
        });
    }, options.pollIntervalMs);
  }
  schedule();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

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

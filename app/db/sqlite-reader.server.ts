import { Worker } from "node:worker_threads";
import type { CompiledQuery } from "kysely";

/**
 * Read-only queries on a second thread (decision 0014, "The ranked query on a second thread"): a worker with its own
 * read-only connection to the same SQLite file. better-sqlite3 runs a query synchronously, so on the event loop a
 * long read (site search's ranked query, a few ms) holds up every other request; on the worker it uses the
 * machine's second core. WAL lets it read while the main connection writes, and each query sees what was committed
 * before it started. The worker starts on the first read and is started again if it ever stops.
 */
export interface SqliteReader {
  read<Row>(query: CompiledQuery<Row>): Promise<Row[]>;
  close(): Promise<void>;
}

type Answer = { id: number; rows: unknown[] } | { id: number; error: { name: string; message: string; code?: string } };

export function startSqliteReader(file: string): SqliteReader {
  const pending = new Map<number, { resolve: (rows: unknown[]) => void; reject: (error: Error) => void }>();
  let worker: Worker | undefined;
  let nextId = 0;
  let closed = false;

  function failAll(error: Error) {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  }

  function running(): Worker {
    if (worker) return worker;
    const started = new Worker(new URL("./sqlite-reader.worker.mjs", import.meta.url), { workerData: { file } });
    started.on("message", (answer: Answer) => {
      const waiting = pending.get(answer.id);
      pending.delete(answer.id);
      // Idle, the worker must not keep the process alive.
      if (pending.size === 0) started.unref();
      if (!waiting) return;
      if ("rows" in answer) waiting.resolve(answer.rows);
      // The error keeps its SQLite code, which tells "storage unavailable" (503) from a bug (unavailable.server.ts).
      else waiting.reject(Object.assign(new Error(answer.error.message), { name: answer.error.name, code: answer.error.code }));
    });
    started.on("error", failAll);
    started.on("exit", (code) => {
      if (worker === started) worker = undefined;
      failAll(new Error(`The SQLite reader stopped (exit code ${code}).`));
    });
    worker = started;
    return started;
  }

  return {
    read<Row>(query: CompiledQuery<Row>) {
      if (closed) return Promise.reject(new Error("The database is closed."));
      const reader = running();
      const id = nextId++;
      reader.ref();
      return new Promise<Row[]>((resolve, reject) => {
        pending.set(id, { resolve: resolve as (rows: unknown[]) => void, reject });
        reader.postMessage({ id, sql: query.sql, parameters: query.parameters });
      });
    },
    async close() {
      closed = true;
      await worker?.terminate();
    },
  };
}

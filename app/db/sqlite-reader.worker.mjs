// @ts-check
// A read-only SQLite connection on its own thread, started by sqlite-reader.server.ts: runs the queries it is sent
// one at a time, each SQL text prepared once, and answers with the rows, or with the error's name, code and message.
// Plain JavaScript so that Node loads it as it is, on every Node version, from the sources or beside the tests.
import { parentPort, workerData } from "node:worker_threads";
import SQLite from "better-sqlite3";

/** Distinct SQL texts kept prepared: the queries sent here are few and fixed. */
const PREPARED_STATEMENTS = 100;

const connection = new SQLite(workerData.file, { readonly: true, fileMustExist: true });
connection.pragma("busy_timeout = 5000");
/** @type {Map<string, import("better-sqlite3").Statement>} */
const statements = new Map();

/** @param {string} source */
function prepared(source) {
  let statement = statements.get(source);
  if (!statement) {
    if (statements.size >= PREPARED_STATEMENTS) statements.clear();
    statement = connection.prepare(source);
    if (!statement.reader) throw new Error("The SQLite reader runs only queries that return rows.");
    statements.set(source, statement);
  }
  return statement;
}

parentPort?.on("message", (/** @type {{ id: number, sql: string, parameters: unknown[] }} */ { id, sql, parameters }) => {
  try {
    parentPort?.postMessage({ id, rows: prepared(sql).all(parameters) });
  } catch (error) {
    const { name, message, code } = /** @type {Error & { code?: string }} */ (error);
    parentPort?.postMessage({ id, error: { name, message, code } });
  }
});

import SQLite from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { isUnavailableError, unavailableResponse } from "./unavailable.server";

describe("telling an unavailable store from a bug", () => {
  it("recognises SQLite's read-only, full, busy and I/O errors", () => {
    const db = new SQLite(":memory:");
    db.exec("create table t (x)");
    db.pragma("query_only = ON");
    let readonly: unknown;
    try {
      db.exec("insert into t values (1)");
    } catch (error) {
      readonly = error;
    }
    expect(isUnavailableError(readonly)).toBe(true);
    for (const code of ["SQLITE_FULL", "SQLITE_BUSY", "SQLITE_IOERR_WRITE", "SQLITE_READONLY_DBMOVED"]) {
      expect(isUnavailableError(Object.assign(new Error("x"), { code }))).toBe(true);
    }
    db.close();
  });

  it("recognises a full or read-only disk and PostgreSQL being down", () => {
    expect(isUnavailableError(Object.assign(new Error("no space"), { code: "ENOSPC" }))).toBe(true);
    expect(isUnavailableError(Object.assign(new Error("ro"), { code: "EROFS" }))).toBe(true);
    expect(isUnavailableError(new AggregateError([Object.assign(new Error("refused"), { code: "ECONNREFUSED" })]))).toBe(true);
    expect(isUnavailableError(Object.assign(new Error("terminating connection"), { code: "57P01" }))).toBe(true);
    expect(isUnavailableError(Object.assign(new Error("disk full"), { code: "53100" }))).toBe(true);
    expect(isUnavailableError(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isUnavailableError(new Error("wrapped", { cause: Object.assign(new Error("x"), { code: "SQLITE_FULL" }) }))).toBe(true);
  });

  it("recognises an object store that answers 5xx or times out, not one that refuses our credentials", () => {
    const s3Error = (name: string, httpStatusCode: number) =>
      Object.assign(new Error(name), { name, $fault: "server", $metadata: { httpStatusCode } });
    expect(isUnavailableError(s3Error("SlowDown", 503))).toBe(true);
    expect(isUnavailableError(s3Error("InternalError", 500))).toBe(true);
    expect(isUnavailableError(Object.assign(new Error("timed out"), { name: "TimeoutError", code: "ETIMEDOUT" }))).toBe(true);
    expect(isUnavailableError(s3Error("AccessDenied", 403))).toBe(false);
    expect(isUnavailableError(s3Error("NoSuchBucket", 404))).toBe(false);
  });

  it("leaves bugs and bad input alone", () => {
    expect(isUnavailableError(new TypeError("undefined is not a function"))).toBe(false);
    expect(isUnavailableError(Object.assign(new Error("constraint"), { code: "SQLITE_CONSTRAINT_UNIQUE" }))).toBe(false);
    expect(isUnavailableError(Object.assign(new Error("syntax"), { code: "42601" }))).toBe(false);
    expect(isUnavailableError(Object.assign(new Error("unique"), { code: "23505" }))).toBe(false);
    expect(isUnavailableError(null)).toBe(false);
  });

  it("answers 503 with Retry-After", () => {
    const response = unavailableResponse();
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("30");
  });
});

import { execFileSync } from "node:child_process";
import fs from "node:fs";
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../support/server";

// Which Node this suite runs on, and the servers it starts. CI's second run (scripts/node24.sh) sets
// EXPECT_NODE_MAJOR=24: the test worker and the production server it spawns must both be that Node, with the
// better-sqlite3 build that loads in it. Without the variable it checks that they agree.
const expectedMajor = process.env.EXPECT_NODE_MAJOR;
const major = (version: string) => version.replace(/^v/, "").split(".")[0];

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

describe("runtime", () => {
  it("runs the tests on the Node the run asked for, with better-sqlite3 built for it", () => {
    console.log(`test worker: Node ${process.version} (${process.execPath})`);
    if (expectedMajor) expect(major(process.version)).toBe(expectedMajor);
    const db = new SQLite(":memory:");
    expect(db.prepare("select 1 as one").get()).toEqual({ one: 1 });
    db.close();
  });

  it("starts the production server on that same Node, and it serves from its database", async () => {
    // /proc names the binary the server process really runs, whatever PATH or execPath said.
    const binary = fs.readlinkSync(`/proc/${server.process.pid}/exe`);
    const version = execFileSync(binary, ["--version"], { encoding: "utf8" }).trim();
    console.log(`server: Node ${version} (${binary})`);
    expect(major(version)).toBe(major(process.version));
    if (expectedMajor) expect(major(version)).toBe(expectedMajor);
    const response = await fetch(`${server.url}/blog`);
    expect(response.status).toBe(200);
  });
});

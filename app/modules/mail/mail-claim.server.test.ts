import { afterEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/database.server";
import { connectAgain, createTestDatabase } from "../../../tests/support/database";
import { claimDueMails, insertOutboxMail } from "./mail.repository.server";

const opened: Database[] = [];
afterEach(async () => {
  for (const database of opened.splice(0).reverse()) await database.close();
});

/** A second, independent connection pool on the same data, as a second server instance would have. */
function secondHandle(database: Database): Database {
  if (database.kind !== "postgres") return database;
  const other = connectAgain(database);
  opened.push(other);
  return other;
}

describe("claiming due mails from the outbox", () => {
  it("gives each mail to exactly one of several concurrent workers", async () => {
    const database = await createTestDatabase();
    opened.push(database);
    const now = new Date().toISOString();
    for (let i = 0; i < 60; i += 1) {
      await insertOutboxMail(database.db, { to: `r${i}@example.com`, subject: `Mail ${i}`, text: "Hello", kind: "test" }, now);
    }
    const handles = [database, secondHandle(database), secondHandle(database), database];
    const lease = new Date(Date.now() + 60_000).toISOString();
    const claimedBy = await Promise.all(
      handles.map(async (handle) => {
        const ids: number[] = [];
        for (;;) {
          const batch = await claimDueMails(handle.db, new Date().toISOString(), lease, 7);
          if (batch.length === 0) return ids;
          ids.push(...batch.map((mail) => Number(mail.id)));
        }
      }),
    );
    const all = claimedBy.flat();
    expect(all).toHaveLength(60);
    expect(new Set(all).size).toBe(60);
    const rows = await database.db.selectFrom("mail_outbox").select(["status", "attempts", "next_attempt_at"]).execute();
    expect(rows.every((row) => row.status === "sending" && Number(row.attempts) === 1 && row.next_attempt_at === lease)).toBe(true);
    // Nothing is due again until the lease runs out.
    expect(await claimDueMails(database.db, new Date().toISOString(), lease, 10)).toEqual([]);
  });

  it("takes over a mail whose claim lease ran out (its sender died)", async () => {
    const database = await createTestDatabase();
    opened.push(database);
    const start = new Date("2026-01-01T00:00:00.000Z");
    await insertOutboxMail(database.db, { to: "a@example.com", subject: "A", text: "A", kind: "test" }, start.toISOString());
    const first = await claimDueMails(database.db, start.toISOString(), "2026-01-01T00:02:00.000Z", 5);
    expect(first).toHaveLength(1);
    expect(await claimDueMails(database.db, "2026-01-01T00:01:00.000Z", "2026-01-01T00:03:00.000Z", 5)).toHaveLength(0);
    const again = await claimDueMails(database.db, "2026-01-01T00:02:30.000Z", "2026-01-01T00:04:30.000Z", 5);
    expect(again.map((mail) => Number(mail.attempts))).toEqual([2]);
  });
});

import { PostgresAdapter, sql, type Expression, type ExpressionBuilder, type Kysely, type Selectable, type SqlBool } from "kysely";
import type { DB } from "~/db/schema";

/** The queues that share the outbox's claim: rows with status, attempts, next_attempt_at and updated_at. */
export type QueueTable = "mail_outbox" | "webhook_deliveries";

export interface ClaimOptions {
  now: string;
  /** The claim's lease: a row still "sending" after this is due again (the instance that took it died). */
  leaseUntil: string;
  limit: number;
  /** A further condition on the due rows, e.g. "no earlier delivery for the same resource is unsent". */
  alsoWhere?: (eb: ExpressionBuilder<any, any>) => Expression<SqlBool>;
}

/**
 * Claims up to `limit` due rows of a queue for one worker (decision 0003). A row is due when it is pending and its
 * time has come, or when it is "sending" but the claim's lease ran out. Claiming moves it to "sending", counts
 * the attempt and sets next_attempt_at to the lease's end.
 *
 * PostgreSQL (several instances): one statement locks the due rows with FOR UPDATE SKIP LOCKED and marks them
 * claimed, so concurrent workers take disjoint sets without waiting on each other. SQLite (one process, one
 * writer): each row is taken with a guarded UPDATE, so of two racing claims only one sees a changed row.
 */
export async function claimDueRows<T extends QueueTable>(database: Kysely<DB>, table: T, options: ClaimOptions): Promise<Selectable<DB[T]>[]> {
  // The two tables share the columns used here; Kysely cannot type a query over a union of tables.
  const db = database as unknown as Kysely<any>;
  const name: string = table;
  const { now, leaseUntil, limit, alsoWhere } = options;
  const claim = { status: "sending", attempts: sql`attempts + 1`, next_attempt_at: leaseUntil, updated_at: now };
  const due = (qb: any) => {
    const base = qb.where(`${name}.status`, "in", ["pending", "sending"]).where(`${name}.next_attempt_at`, "<=", now);
    return alsoWhere ? base.where(alsoWhere) : base;
  };
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // The CTE is materialised once (it locks rows), so the LIMIT and the locks apply to one set of rows.
    const rows = await db
      .with("due", (qb) => due(qb.selectFrom(name).select(`${name}.id`)).orderBy(`${name}.next_attempt_at`).orderBy(`${name}.id`).limit(limit).forUpdate().skipLocked())
      .updateTable(name)
      .set(claim)
      .where("id", "in", (eb: ExpressionBuilder<any, any>) => eb.selectFrom("due").select("due.id"))
      .returningAll()
      .execute();
    return (rows as Selectable<DB[T]>[]).sort((a: any, b: any) => Number(a.id) - Number(b.id));
  }
  const candidates: { id: number }[] = await due(db.selectFrom(name).select(`${name}.id`)).orderBy(`${name}.next_attempt_at`).orderBy(`${name}.id`).limit(limit).execute();
  const claimed: Selectable<DB[T]>[] = [];
  for (const { id } of candidates) {
    const result = await due(db.updateTable(name).set(claim).where(`${name}.id`, "=", id)).executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) continue;
    claimed.push((await db.selectFrom(name).selectAll().where("id", "=", id).executeTakeFirstOrThrow()) as Selectable<DB[T]>);
  }
  return claimed;
}

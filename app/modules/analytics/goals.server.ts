import type { Kysely } from "kysely";
import type { DB } from "~/db/schema";
import type { Env } from "~/env.server";
import type { AppServices } from "~/modules/services";
import { addGoal } from "./analytics.repository.server";
import { dayOf } from "./page-view-counter.server";

/**
 * What visitors did that the site stores (issue 36, decision 0033). Each is counted by the use case that accepts
 * the item, in its transaction: an application or a message when it is stored as not spam or released from the
 * spam folder ("Not spam"), never while it is quarantined; a newsletter sign-up when its confirmation mail is
 * queued, and again when the address is confirmed.
 */
export type GoalName = "application" | "contact-message" | "newsletter-signup" | "newsletter-confirmed" | "search-no-result";

export interface Goal {
  name: GoalName;
  /** The position's id (application), the normalized words (search-no-result). */
  subject?: string;
  /** The campaign (utm_source) the visitor came from, when the site knows it. */
  utmSource?: string | null;
}

/** How much of a search's text is kept: enough to read what people looked for, not a pasted message. */
export const GOAL_SUBJECT_LENGTH = 100;
const UTM_LENGTH = 60;

/** Counts one goal today; nothing with ANALYTICS=off. `db` is the caller's transaction where it has one. */
export async function recordGoal(services: Pick<AppServices, "clock" | "database"> & { env: Pick<Env, "ANALYTICS"> }, goal: Goal, db: Kysely<DB> = services.database.db): Promise<void> {
  if (!services.env.ANALYTICS) return;
  await addGoal(db, {
    day: dayOf(services.clock.now()),
    goal: goal.name,
    subject: (goal.subject ?? "").trim().toLowerCase().slice(0, GOAL_SUBJECT_LENGTH),
    utm_source: (goal.utmSource ?? "").trim().toLowerCase().slice(0, UTM_LENGTH),
    count: 1,
  });
}

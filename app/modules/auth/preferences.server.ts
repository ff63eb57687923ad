import { fail, succeed, type Result } from "~/modules/result";
import type { AppServices } from "~/modules/services";
import { defaultContentView, isContentView, preferenceMessages, type ContentView } from "./preferences.schema";
import { findContentView, findReviewMail, upsertContentView, upsertReviewMail } from "./preferences.repository.server";

/** Which view of a post's Content this person writes in: the HTML textarea unless they chose the visual editor. */
export async function loadContentView(services: Pick<AppServices, "database">, input: { userId: string }): Promise<ContentView> {
  const stored = await findContentView(services.database.db, input.userId);
  return isContentView(stored) ? stored : defaultContentView;
}

/** Remembers the view a person switched to, for every post form they open next (on any device). */
export async function saveContentView(
  services: Pick<AppServices, "database" | "clock">,
  input: { userId: string; view: unknown },
): Promise<Result<ContentView, "invalid">> {
  if (!isContentView(input.view)) return fail("invalid", preferenceMessages.unknownContentView, { fieldErrors: { view: preferenceMessages.unknownContentView } });
  await upsertContentView(services.database.db, input.userId, input.view, services.clock.now().toISOString());
  return succeed(input.view);
}

/** "Email me about review and publishing": on unless this person switched it off. */
export async function loadReviewMail(services: Pick<AppServices, "database">, input: { userId: string }): Promise<boolean> {
  return (await findReviewMail(services.database.db, input.userId)) !== 0;
}

export async function saveReviewMail(services: Pick<AppServices, "database" | "clock">, input: { userId: string; on: boolean }): Promise<boolean> {
  await upsertReviewMail(services.database.db, input.userId, input.on ? 1 : 0, services.clock.now().toISOString());
  return input.on;
}

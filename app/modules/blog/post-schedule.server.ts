import { can, type Role } from "~/modules/auth/permissions";
import { fail, succeed, type Result } from "~/modules/result";
import { zonedDateTimeToUtc } from "~/modules/time-zone";
import type { PostStatus } from "./blog.schema";

/**
 * What a save asks for (status, publish at, unpublish at) checked against who saves and when: the status and
 * times to store, or why not. An author may keep a draft or submit it for review; publishing and scheduling
 * are for editors and admins (permission post:publish:any).
 */
export const scheduleMessages = {
  publishAtMissing: "Choose the date and time to publish at.",
  publishAtPast: "Publish at must be in the future.",
  unpublishBeforePublish: "Unpublish at must be after the post goes public.",
  badTime: "Enter a date and time such as 2026-12-01T09:00.",
  mayNotPublish: "Only editors and admins can publish or schedule a post; submit it for review instead.",
} as const;

export interface StatusRequest {
  requested: PostStatus;
  /** undefined: keep `current`; "": none. */
  publishAt: string | undefined;
  unpublishAt: string | undefined;
  current?: { publishAt: string | null; unpublishAt: string | null };
  role: Role;
  now: string;
  timeZone: string;
}

export interface ResolvedStatus {
  status: PostStatus;
  publish_at: string | null;
  unpublish_at: string | null;
}

/** "" or absent: none; a wall-clock time in the site's zone (the form) or an ISO time with an offset (the API). */
export function parseScheduleTime(value: string, timeZone: string): string | null | "bad" {
  if (!value) return null;
  const local = zonedDateTimeToUtc(value, timeZone);
  if (local) return local;
  if (!/(Z|[+-]\d{2}:\d{2})$/.test(value)) return "bad";
  const at = Date.parse(value);
  return Number.isNaN(at) ? "bad" : new Date(at).toISOString();
}

export function resolvePostStatus(input: StatusRequest): Result<ResolvedStatus, "invalid" | "forbidden"> {
  const publishAt = input.publishAt === undefined ? (input.current?.publishAt ?? null) : parseScheduleTime(input.publishAt, input.timeZone);
  const unpublishAt = input.unpublishAt === undefined ? (input.current?.unpublishAt ?? null) : parseScheduleTime(input.unpublishAt, input.timeZone);
  if (publishAt === "bad") return fail("invalid", scheduleMessages.badTime, { fieldErrors: { publishAt: scheduleMessages.badTime } });
  if (unpublishAt === "bad") return fail("invalid", scheduleMessages.badTime, { fieldErrors: { unpublishAt: scheduleMessages.badTime } });

  let status = input.requested;
  // "Published" with a time still ahead is a schedule; a schedule whose time is named is one too.
  if (status === "published" && publishAt && publishAt > input.now) status = "scheduled";
  if ((status === "published" || status === "scheduled") && !can(input.role, "post:publish:any")) {
    return fail("forbidden", scheduleMessages.mayNotPublish);
  }
  if (status === "scheduled") {
    if (!publishAt) return fail("invalid", scheduleMessages.publishAtMissing, { fieldErrors: { publishAt: scheduleMessages.publishAtMissing } });
    if (publishAt <= input.now) return fail("invalid", scheduleMessages.publishAtPast, { fieldErrors: { publishAt: scheduleMessages.publishAtPast } });
  }
  const goesPublicAt = status === "scheduled" ? publishAt! : input.now;
  if (unpublishAt && (status === "published" || status === "scheduled") && unpublishAt <= goesPublicAt) {
    return fail("invalid", scheduleMessages.unpublishBeforePublish, { fieldErrors: { unpublishAt: scheduleMessages.unpublishBeforePublish } });
  }
  return succeed({
    status,
    publish_at: status === "scheduled" ? publishAt : null,
    unpublish_at: status === "published" || status === "scheduled" ? unpublishAt : null,
  });
}

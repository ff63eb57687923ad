import { isIPv4, isIPv6 } from "node:net";
import type { Kysely } from "kysely";
import type { DB } from "~/db/schema";
import { claimAppMeta } from "~/modules/app-meta.repository.server";
import { csvDocument } from "~/modules/csv";
import type { AppServices } from "~/modules/services";
import { formatInZone, zonedDateTimeToUtc } from "~/modules/time-zone";
import { AUDIT_EXPORT_LIMIT, AUDIT_PAGE_SIZE, auditActionLabels, type AuditAction, type AuditFilter } from "./audit.schema";
import {
  countAuditEventRows,
  deleteAuditEventsBefore,
  insertAuditEventRow,
  listAuditActorRows,
  listAuditEventRows,
  type AuditRowFilter,
} from "./audit.repository.server";

/**
 * The audit log (issue 33): who did what, when, from which network. Use cases record an event at the moment they
 * succeed, inside their own transaction where they have one, so an action and its entry land together or not at
 * all. Entries are never edited; the daily retention run deletes those older than AUDIT_RETENTION_DAYS.
 */

/**
 * Who acted, as a route knows it: the signed-in user (none for a visitor) and the request's address. Use cases
 * take it as an optional `by`: the routes always pass it; without it (the sample-content seeders, scripts) nothing
 * is recorded, since no one acted.
 */
export interface AuditActor {
  userId: string | null;
  ip?: string | null;
}

/** The site itself: the scheduler publishing a post or starting a newsletter at its time. */
export const SYSTEM_ACTOR: AuditActor = { userId: null, ip: null };

export interface AuditEvent {
  action: AuditAction;
  by: AuditActor;
  subject?: { type: string; id: string | number } | null;
  /** A short sentence written by the code: names and titles, never a password, token, message or resume. */
  summary: string;
}

type RecordServices = Pick<AppServices, "database" | "clock">;

const SUMMARY_MAX = 300;

/**
 * The network an address belongs to, which is all the log keeps: IPv4 /24 ("203.0.113.0/24"), IPv6 /48
 * ("2001:db8:1::/48"); an IPv4-mapped IPv6 address counts as IPv4. Anything else (a placeholder) is null.
 */
export function truncateIp(address: string | null | undefined): string | null {
  if (!address) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const ip = mapped ? mapped[1]! : address;
  if (isIPv4(ip)) return `${ip.split(".").slice(0, 3).join(".")}.0/24`;
  if (!isIPv6(ip)) return null;
  const [head = "", tail = ""] = ip.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const groups = ip.includes("::") ? [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill("0"), ...tailGroups] : headGroups;
  const network = groups.slice(0, 3).map((group) => Number.parseInt(group, 16).toString(16));
  return `${network.join(":")}::/48`;
}

/** Appends one entry; pass the caller's transaction so the entry commits (or rolls back) with the action. */
export async function recordAuditEvent(services: RecordServices, event: AuditEvent, within?: Kysely<DB>): Promise<void> {
  await insertAuditEventRow(within ?? services.database.db, {
    at: services.clock.now().toISOString(),
    actor_id: event.by.userId,
    action: event.action,
    subject_type: event.subject?.type ?? null,
    subject_id: event.subject ? String(event.subject.id).slice(0, 100) : null,
    summary: event.summary.replace(/\s+/g, " ").trim().slice(0, SUMMARY_MAX),
    ip: truncateIp(event.by.ip),
  });
}

export interface AuditEntry {
  id: number;
  at: string;
  /** For people: the time in SITE_TIMEZONE. */
  atText: string;
  actorId: string | null;
  /** The actor's name and email today; "System" or "Visitor" when none; the id when the account is gone. */
  actorLabel: string;
  action: AuditAction;
  actionLabel: string;
  subject: string | null;
  summary: string;
  ip: string | null;
}

type ReadServices = Pick<AppServices, "database" | "env">;

function rowFilter(filter: AuditFilter, timeZone: string): AuditRowFilter {
  const from = filter.from ? zonedDateTimeToUtc(`${filter.from}T00:00`, timeZone) : null;
  const dayAfter = filter.to ? new Date(Date.parse(`${filter.to}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10) : null;
  const before = dayAfter ? zonedDateTimeToUtc(`${dayAfter}T00:00`, timeZone) : null;
  return { actorId: filter.actor, action: filter.action, from: from ?? undefined, before: before ?? undefined };
}

function actorLabelOf(row: { actor_id: string | null; actor_name: string | null; actor_email: string | null; action: string }): string {
  if (row.actor_id === null) return row.action === "auth.sign_in_failed" ? "Visitor" : "System";
  if (row.actor_email === null) return `Deleted account (${row.actor_id})`;
  return `${row.actor_name} <${row.actor_email}>`;
}

async function loadEntries(services: ReadServices, filter: AuditFilter, page: { limit: number; offset: number }): Promise<AuditEntry[]> {
  const rows = await listAuditEventRows(services.database.db, rowFilter(filter, services.env.SITE_TIMEZONE), page);
  return rows.map((row) => ({
    id: row.id,
    at: row.at,
    atText: formatInZone(row.at, services.env.SITE_TIMEZONE),
    actorId: row.actor_id,
    actorLabel: actorLabelOf(row),
    action: row.action as AuditAction,
    actionLabel: auditActionLabels[row.action as AuditAction] ?? row.action,
    subject: row.subject_type ? `${row.subject_type} #${row.subject_id ?? ""}` : null,
    summary: row.summary,
    ip: row.ip,
  }));
}

/** One page of the log, newest first, and the people to filter by. */
export async function listAuditEvents(services: ReadServices, input: { filter: AuditFilter }) {
  const { filter } = input;
  const total = await countAuditEventRows(services.database.db, rowFilter(filter, services.env.SITE_TIMEZONE));
  const pageCount = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  const page = Math.min(filter.page, pageCount);
  const [entries, actors] = await Promise.all([
    loadEntries(services, filter, { limit: AUDIT_PAGE_SIZE, offset: (page - 1) * AUDIT_PAGE_SIZE }),
    listAuditActorRows(services.database.db),
  ]);
  return { entries, total, page, pageCount, actors };
}

/** The filtered log as CSV (UTC times, every column), newest first, at most AUDIT_EXPORT_LIMIT entries. */
export async function exportAuditCsv(services: ReadServices, input: { filter: AuditFilter }): Promise<string> {
  const entries = await loadEntries(services, input.filter, { limit: AUDIT_EXPORT_LIMIT, offset: 0 });
  return csvDocument(
    ["at_utc", "actor_id", "actor", "action", "subject", "summary", "ip_network"],
    entries.map((entry) => [entry.at, entry.actorId, entry.actorLabel, entry.action, entry.subject, entry.summary, entry.ip]),
  );
}

type RetentionServices = Pick<AppServices, "database" | "clock" | "env" | "logger">;

/** Deletes the entries older than AUDIT_RETENTION_DAYS; logs the count. */
export async function purgeExpiredAuditEvents(services: RetentionServices): Promise<number> {
  const cutoff = new Date(services.clock.now().getTime() - services.env.AUDIT_RETENTION_DAYS * 86_400_000).toISOString();
  const deleted = await deleteAuditEventsBefore(services.database.db, cutoff);
  services.logger.info({ deleted, cutoff }, "audit retention: older entries deleted");
  return deleted;
}

/** Once a day across all instances (the first to claim the day's key runs it), as decision 0012 does. */
export async function runAuditRetention(services: RetentionServices): Promise<number | null> {
  const now = services.clock.now().toISOString();
  if (!(await claimAppMeta(services.database.db, `job:audit-retention:${now.slice(0, 10)}`, now))) return null;
  return purgeExpiredAuditEvents(services);
}

/**
 * What a History entry that is not a save records: the scheduler's moves (0016), an editor's (0020), and a page
 * saved back to an earlier revision ("restored", decision 0043).
 */
export const REVISION_EVENTS = ["published-on-schedule", "unpublished-on-schedule", "approved", "scheduled", "sent-back", "schedule-cancelled", "restored"] as const;
export type RevisionEvent = (typeof REVISION_EVENTS)[number];

/** One History entry as lists and comparisons show it (server and browser alike; read by revisions.server.ts). */
export interface RevisionSummary {
  id: number;
  version: number;
  title: string;
  status: string;
  editorName: string;
  createdAt: string;
  /** Null for a save; what the scheduler did (then editorName is who set the schedule) or what an editor decided. */
  event: RevisionEvent | null;
  /** The editor's comment with that decision. */
  note: string | null;
}

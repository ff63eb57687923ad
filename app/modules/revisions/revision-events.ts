/**
 * What a History entry that is not a save records: the scheduler's moves (0016), an editor's (0020), and a page
 * saved back to an earlier revision ("restored", decision 0043).
 */
export const REVISION_EVENTS = ["published-on-schedule", "unpublished-on-schedule", "approved", "scheduled", "sent-back", "schedule-cancelled", "restored"] as const;
export type RevisionEvent = (typeof REVISION_EVENTS)[number];

/**
 * How often the edit page announces itself (shared by the page and the server). Short enough that a person who
 * opens a post someone else has open is seen by them within seconds, not after a 20-second wait (issue 32).
 */
export const HEARTBEAT_MS = 4_000;
/** A beat older than this (three missed beats) means the editor left. */
export const PRESENCE_WINDOW_MS = 3 * HEARTBEAT_MS + 1_000;

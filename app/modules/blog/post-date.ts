import { dateTimeFormat } from "~/modules/date-format";

/** A post's date as readers see it, e.g. "July 24, 2025". Fixed to UTC so server and browser render the same text. */
export function formatPostDate(iso: string): string {
  return dateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(new Date(iso));
}

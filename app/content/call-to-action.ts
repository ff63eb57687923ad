/** A link styled as a button. `to` is a path on this site. */
export interface CallToAction {
  label: string;
  to: string;
  variant?: "primary" | "secondary";
}

/** A figure shown large, with what it counts. */
export interface Statistic {
  value: string;
  label: string;
}

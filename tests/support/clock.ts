import type { Clock } from "~/modules/clock";

/** A clock the test sets: closing dates and retention periods pass when the test says so. */
export class TestClock implements Clock {
  private at: number;

  constructor(start: string | Date = new Date()) {
    this.at = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.at);
  }

  set(at: string | Date): void {
    this.at = new Date(at).getTime();
  }

  advanceDays(days: number): void {
    this.at += days * 86_400_000;
  }
}

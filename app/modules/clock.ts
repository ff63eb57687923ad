/** The time, handed to use cases through services so tests can set it (closing dates, retention, schedules). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

import { describe, expect, it } from "vitest";
import { createTurns } from "./turns";

/** Counts turns of the event loop: one setImmediate per turn, each scheduling the next. */
function turnCounter(turns: number) {
  const counter = { turn: 0 };
  const tick = () => {
    counter.turn += 1;
    if (counter.turn < turns) setImmediate(tick);
  };
  setImmediate(tick);
  return counter;
}

describe("createTurns", () => {
  it("starts each waiter in a turn of its own, in the order they came", async () => {
    const counter = turnCounter(20);
    const nextTurn = createTurns();
    const started: Array<{ name: string; turn: number }> = [];
    await Promise.all(["first", "second", "third", "fourth"].map((name) => nextTurn().then(() => started.push({ name, turn: counter.turn }))));
    expect(started.map((start) => start.name)).toEqual(["first", "second", "third", "fourth"]);
    const turns = started.map((start) => start.turn);
    expect(new Set(turns).size).toBe(4);
    expect(turns).toEqual([...turns].sort((a, b) => a - b));
  });

  it("lets an I/O callback run between two waiters (a new connection is accepted between two renders)", async () => {
    const nextTurn = createTurns();
    const events: string[] = [];
    let ioDone!: Promise<void>;
    const first = nextTurn().then(() => {
      events.push("first render");
      // Due in a later turn, as a waiting connection's accept is.
      ioDone = new Promise((resolve) => setTimeout(() => resolve(void events.push("I/O")), 1));
    });
    // 50 renders of 0.2 ms each: were they all started at once, the timer could not run before the last of them.
    const render = (i: number) => {
      const start = performance.now();
      while (performance.now() - start < 0.2);
      events.push(`render ${i}`);
    };
    const rest = Array.from({ length: 50 }, (_, i) => nextTurn().then(() => render(i)));
    await first;
    await Promise.all([ioDone, ...rest]);
    expect(events.indexOf("I/O")).toBeGreaterThan(0);
    expect(events.indexOf("I/O")).toBeLessThan(events.length - 1);
  });
});

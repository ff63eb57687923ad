/**
 * Starts the server's rendering work one piece per turn of the event loop, in arrival order.
 *
 * Why: libuv (1.45 and later; Node 20 ships 1.46) accepts one new connection per turn of the loop, and one of our
 * renders runs from start to finish inside the turn that read its request (better-sqlite3 answers synchronously,
 * React's stream continues in microtasks). Under load every readable socket's request was therefore rendered in the
 * same turn: with 32 busy connections a turn lasted 32 renders (about 300 ms), and a connection opened meanwhile
 * waited one such turn for every connection accepted before it. wrk's late connections saw their first answer after
 * up to 5 s; a bare node:http server that spends 9 ms per request shows the same (decision 0020).
 * With one render per turn a turn lasts one render, so a new connection waits about that long.
 *
 * Cached pages do not wait: a hit is a few microseconds and is sent in the turn that read it.
 */
export function createTurns() {
  const waiting: Array<() => void> = [];
  let scheduled = false;

  function runNext() {
    scheduled = false;
    const start = waiting.shift();
    // Scheduled from the check phase, the next one runs in the next turn, after that turn's poll (new connections).
    if (waiting.length > 0) schedule();
    start?.();
  }

  function schedule() {
    scheduled = true;
    setImmediate(runNext);
  }

  /** Resolves in a turn of its own; what the caller runs next (synchronously or in microtasks) has that turn. */
  return function nextTurn(): Promise<void> {
    return new Promise((resolve) => {
      waiting.push(resolve);
      if (!scheduled) schedule();
    });
  };
}

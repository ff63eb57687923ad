import type { IncomingMessage, ServerResponse } from "node:http";
import { countedAs, isCountedRequest, pageViewOf } from "../app/modules/analytics/page-view";
import { visitorIdentity, type PageViewCounter } from "../app/modules/analytics/page-view-counter.server";
import { isSignedInRequest } from "./page-cache";

/**
 * Counts public page views where the server answers them, before the page cache, so cache hits count too
 * (decision 0033), by the rules of isCountedRequest and countedAs (page-view.ts), which the nginx log import
 * (cache-log-import.server.ts) shares. The cheap refusals come first, on the request alone: other methods than GET (HEAD included),
 * anyone with a session cookie or an Authorization header (staff and other signed-in people: the cookie's presence
 * is enough, a cache hit never reads the session), prefetches, the API, the admin, files, and bots (isbot; no user
 * agent at all counts as a bot). The status is known when the answer is finished: 2xx and 304 are views, 404 is
 * counted apart (the broken-link report), anything else is not counted.
 */
export function countPageViews(counter: PageViewCounter, siteHost: string): (req: IncomingMessage, res: ServerResponse) => void {
  // Responses finished in this event-loop turn, counted together when the turn's I/O is done (setImmediate): one
  // tight loop over a few responses keeps the counting code and its Maps warm, where counting each response as it
  // finished ran them cold between the server's own work (decision 0033, "Counted per turn").
  let finishedThisTurn: ServerResponse[] = [];
  function countTurn(): void {
    const responses = finishedThisTurn;
    finishedThisTurn = [];
    for (const res of responses) countResponse(res);
  }
  // One listener for every response, not a closure per request: `on`, not `once`, which wraps it anew each time.
  function countFinished(this: ServerResponse): void {
    if (finishedThisTurn.push(this) === 1) setImmediate(countTurn);
  }
  function countResponse(res: ServerResponse): void {
    const req = res.req;
    const kind = countedAs(res.statusCode);
    // Express strips a router's mount path from req.url while it routes; originalUrl keeps what was asked.
    const url = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? "/";
    if (kind === "view") {
      counter.recordView(pageViewOf(url, req.headers, siteHost), visitorIdentity(visitorAddress(req), req.headers["user-agent"] ?? "", req.headers.host ?? siteHost));
    } else if (kind === "not-found") {
      counter.recordNotFound(pageViewOf(url, req.headers, siteHost));
    }
  }
  return (req, res) => {
    if (!isCountedRequest({ method: req.method ?? "", url: req.url ?? "/", userAgent: req.headers["user-agent"], headers: req.headers, signedIn: isSignedInRequest(req) })) return;
    res.on("finish", countFinished);
  };
}

/**
 * The visitor's address as Express's "trust proxy loopback" reads it: X-Forwarded-For's last entry when the
 * connection comes from a proxy on this machine (nginx, docs/deployment.md), else the connection's address.
 */
function visitorAddress(req: IncomingMessage): string {
  const peer = req.socket.remoteAddress ?? "";
  const forwarded = req.headers["x-forwarded-for"];
  if (typeof forwarded !== "string" || !isLoopback(peer)) return peer;
  const last = forwarded.slice(forwarded.lastIndexOf(",") + 1).trim();
  return last || peer;
}

function isLoopback(address: string): boolean {
  return address === "::1" || address.startsWith("127.") || address.startsWith("::ffff:127.");
}

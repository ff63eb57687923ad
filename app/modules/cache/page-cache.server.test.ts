import { describe, expect, it } from "vitest";
import { fillTemplate, PageCache } from "./page-cache.server";

const nonce = "AAAAAAAAAAAAAAAAAAAAAA==";
const formToken = "1795309292826.eqrWOemoPr1e55U6qxEkkt";
const body = Buffer.from(`<script nonce="${nonce}">a</script><input value="${formToken}"><script nonce="${nonce}">b</script>`);
const values = (n: string) => ({ nonce: n, formToken: "1795309299999.ZZZZZZZZZZZZZZZZZZZZZZ" });

function cacheWithPage(options: ConstructorParameters<typeof PageCache>[0] = {}) {
  const cache = new PageCache(options);
  cache.store("/page", cache.currentGeneration, { status: 200, headers: [], body, nonce, formToken });
  return { cache, entry: cache.get("/page")! };
}

describe("the page cache's reusable bodies", () => {
  it("fills a whole body with this request's values, the same bytes as the template", () => {
    const { cache, entry } = cacheWithPage();
    const filled = cache.acquireBody(entry, values("BBBBBBBBBBBBBBBBBBBBBB=="))!;
    expect(filled.equals(fillTemplate(entry, values("BBBBBBBBBBBBBBBBBBBBBB==")))).toBe(true);
    expect(filled.toString()).toBe(body.toString().replaceAll(nonce, "BBBBBBBBBBBBBBBBBBBBBB==").replace(formToken, values("").formToken));
  });

  it("never hands out a body still in use, and reuses one given back as finished", () => {
    const { cache, entry } = cacheWithPage();
    const first = cache.acquireBody(entry, values("BBBBBBBBBBBBBBBBBBBBBB=="))!;
    const second = cache.acquireBody(entry, values("CCCCCCCCCCCCCCCCCCCCCC=="))!;
    expect(second).not.toBe(first);
    expect(first.toString()).toContain("BBBBBBBBBBBBBBBBBBBBBB==");
    expect(first.toString()).not.toContain("CCCC");

    cache.releaseBody(entry, first, true);
    const third = cache.acquireBody(entry, values("DDDDDDDDDDDDDDDDDDDDDD=="))!;
    expect(third).toBe(first);
    expect(third.toString()).toBe(fillTemplate(entry, values("DDDDDDDDDDDDDDDDDDDDDD==")).toString());
  });

  it("drops a body from a response cut short, and keeps none for an entry that left the cache", () => {
    const { cache, entry } = cacheWithPage();
    const cut = cache.acquireBody(entry, values("BBBBBBBBBBBBBBBBBBBBBB=="))!;
    cache.releaseBody(entry, cut, false);
    expect(cache.acquireBody(entry, values("CCCCCCCCCCCCCCCCCCCCCC=="))).not.toBe(cut);

    const inFlight = cache.acquireBody(entry, values("DDDDDDDDDDDDDDDDDDDDDD=="))!;
    cache.invalidate();
    cache.releaseBody(entry, inFlight, true);
    expect(cache.acquireBody(entry, values("EEEEEEEEEEEEEEEEEEEEEE=="))).toBeUndefined();
  });

  it("stays within its byte budget, and frees it as bodies are dropped", () => {
    const { cache, entry } = cacheWithPage({ maxPooledBytes: body.length * 2 });
    const a = cache.acquireBody(entry, values("BBBBBBBBBBBBBBBBBBBBBB=="))!;
    const b = cache.acquireBody(entry, values("CCCCCCCCCCCCCCCCCCCCCC=="))!;
    expect(a && b).toBeTruthy();
    expect(cache.acquireBody(entry, values("DDDDDDDDDDDDDDDDDDDDDD=="))).toBeUndefined();
    cache.releaseBody(entry, a, false);
    expect(cache.acquireBody(entry, values("DDDDDDDDDDDDDDDDDDDDDD=="))).toBeDefined();
  });

  it("leaves values of another length to the template (the body's offsets would not fit)", () => {
    const { cache, entry } = cacheWithPage();
    expect(cache.acquireBody(entry, { nonce: "short", formToken })).toBeUndefined();
  });
});

import crypto from "node:crypto";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { deflatePiece, gzipMember } from "./gzip-member.server";
import { fillTemplate, gzipTemplate, PageCache } from "./page-cache.server";

const nonce = "AAAAAAAAAAAAAAAAAAAAAA==";
const formToken = "1795309292826.eqrWOemoPr1e55U6qxEkkt";
const hitValues = { nonce: "BBBBBBBBBBBBBBBBBBBBBB==", formToken: "1795309299999.ZZZZZZZZZZZZZZZZZZZZZZ" };

function entryFor(body: string) {
  const cache = new PageCache();
  cache.store("/page", cache.currentGeneration, { status: 200, headers: [], body: Buffer.from(body), nonce, formToken });
  return cache.get("/page")!;
}

const gunzip = (chunks: Buffer[]) => zlib.gunzipSync(Buffer.concat(chunks)).toString("utf8");

describe("a gzip member from separately deflated pieces", () => {
  it("decodes to the pieces in order, with a valid CRC and length (gunzip checks both)", () => {
    const pieces = ["<html>", "", "x".repeat(70_000), crypto.randomBytes(3000).toString("base64"), "</html>"].map((text, index) =>
      deflatePiece(Buffer.from(text), index % 2 ? 1 : 9),
    );
    expect(gunzip(gzipMember(pieces))).toBe(pieces.map((piece) => piece.plain.toString("utf8")).join(""));
    expect(gunzip(gzipMember([]))).toBe("");
  });
});

describe("gzipTemplate", () => {
  const large = (label: string) => `<p>${label} ${"lorem ipsum dolor sit amet ".repeat(200)}</p>`;
  const bodies = {
    "slots among small and large parts": `<head><script nonce="${nonce}">a</script></head>${large("one")}<input value="${formToken}">${large("two")}<link nonce="${nonce}"><link nonce="${nonce}">`,
    "a slot first and last, two side by side": `${nonce}${large("middle")}${nonce}${formToken}`,
  };

  for (const [name, body] of Object.entries(bodies)) {
    it(`gzips the filled body exactly: ${name}`, () => {
      const entry = entryFor(body);
      expect(entry.slots.length).toBeGreaterThan(1);
      expect(gunzip(gzipTemplate(entry, hitValues))).toBe(fillTemplate(entry, hitValues).toString("utf8"));
      // Another request's values, through the same once-deflated constant parts.
      const other = { nonce: "CCCCCCCCCCCCCCCCCCCCCC==", formToken: hitValues.formToken };
      expect(gunzip(gzipTemplate(entry, other))).toBe(fillTemplate(entry, other).toString("utf8"));
    });
  }

  it("deflates the constant parts once per entry and stays close to gzipping the whole body", () => {
    const entry = entryFor(bodies["slots among small and large parts"]);
    const first = gzipTemplate(entry, hitValues);
    const largest = first.reduce((a, b) => (b.length > a.length ? b : a));
    expect(gzipTemplate(entry, hitValues)).toContain(largest);
    const whole = zlib.gzipSync(fillTemplate(entry, hitValues), { level: 9 }).length;
    expect(Buffer.concat(first).length).toBeLessThan(whole * 1.5 + 100);
  });
});

import crypto from "node:crypto";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { deflatePiece, gzipMember, storedPiece } from "./gzip-member.server";
import { fillTemplate, gzipTemplate, PageCache } from "./page-cache.server";

const nonce = "AAAAAAAAAAAAAAAAAAAAAA==";
const formToken = "1795309292826.eqrWOemoPr1e55U6qxEkkt";
const hitValues = { nonce: "BBBBBBBBBBBBBBBBBBBBBB==", formToken: "1795309299999.ZZZZZZZZZZZZZZZZZZZZZZ" };

function entryFor(body: string) {
  const cache = new PageCache();
  cache.store("/page", cache.currentGeneration, { status: 200, headers: [], body: Buffer.from(body), nonce, formToken });
  return cache.get("/page")!;
}

const gunzip = (body: Buffer | Buffer[] | undefined) => zlib.gunzipSync(Array.isArray(body) ? Buffer.concat(body) : body!).toString("utf8");

describe("a gzip member from separately deflated pieces", () => {
  it("decodes to the pieces in order, with a valid CRC and length (gunzip checks both)", () => {
    const pieces = ["<html>", "", "x".repeat(70_000), crypto.randomBytes(3000).toString("base64"), "</html>"].map((text, index) =>
      deflatePiece(Buffer.from(text), index % 2 ? 1 : 9),
    );
    expect(gunzip(gzipMember(pieces))).toBe(pieces.map((piece) => piece.plain.toString("utf8")).join(""));
    expect(gunzip(gzipMember([]))).toBe("");
  });

  it("mixes stored pieces (no zlib call) with deflated ones, including empty and over-64-KB stored pieces", () => {
    const texts = ["<p nonce=\"", "AAAAAAAAAAAAAAAAAAAAAA==", "", "y".repeat(150_000), "\">", "z".repeat(65_535)];
    const pieces = texts.map((text, index) => (index % 2 ? storedPiece(Buffer.from(text)) : deflatePiece(Buffer.from(text), 9)));
    expect(gunzip(gzipMember(pieces))).toBe(texts.join(""));
    expect(storedPiece(Buffer.from("ab")).deflated).toEqual(Buffer.from([0x00, 0x02, 0x00, 0xfd, 0xff, 0x61, 0x62]));
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
    const first = gzipTemplate(entry, hitValues)!;
    const parts = entry.gzipParts;
    gzipTemplate(entry, { ...hitValues, nonce: "CCCCCCCCCCCCCCCCCCCCCC==" });
    expect(entry.gzipParts).toBe(parts);
    // The second large part repeats the first's text: with the page before it as dictionary it costs almost nothing.
    const whole = zlib.gzipSync(fillTemplate(entry, hitValues), { level: 9 }).length;
    expect(first.length).toBeLessThan(whole + 200);
  });

  it("leaves a page with a NUL byte, or a value of another length, to the caller (compress the filled body)", () => {
    expect(gzipTemplate(entryFor(`<p>\u0000</p><script nonce="${nonce}"></script>`), hitValues)).toBeUndefined();
    expect(gzipTemplate(entryFor(bodies["slots among small and large parts"]), { ...hitValues, nonce: "short" })).toBeUndefined();
  });
});

describe("gzipTemplate over many random pages", () => {
  it("always decodes to the filled body (slots anywhere, repeated text that tempts back-references)", () => {
    const words = ["<div>", "nonce", '="', "AAAA", "lorem ", "ipsum ", "</div>", "x", "==", "1795"];
    for (let round = 0; round < 200; round += 1) {
      let body = "";
      const pieces = 1 + Math.floor(Math.random() * 12);
      for (let i = 0; i < pieces; i += 1) {
        const length = Math.floor(Math.random() * (Math.random() < 0.2 ? 40_000 : 300));
        while (body.length < length) body += words[Math.floor(Math.random() * words.length)];
        body += Math.random() < 0.7 ? nonce : formToken;
      }
      const entry = entryFor(body);
      const values = { nonce: crypto.randomBytes(16).toString("base64"), formToken: hitValues.formToken };
      expect(gunzip(gzipTemplate(entry, values))).toBe(fillTemplate(entry, values).toString("utf8"));
    }
  });
});

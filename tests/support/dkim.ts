import crypto from "node:crypto";

/**
 * Checks a DKIM-Signature (rsa-sha256, relaxed/relaxed, as nodemailer signs) against a public key, the way a
 * receiving server does once it has the key from DNS: the body hash, then the signature over the signed headers.
 * Written from RFC 6376 section 3.4.2 and 3.7 so the test does not trust the signer's own code.
 */
export function verifyDkim(raw: string, publicKey: crypto.KeyObject): { ok: boolean; reason?: string; tags: Record<string, string> } {
  const split = raw.indexOf("\r\n\r\n");
  const headerBlock = raw.slice(0, split);
  const body = raw.slice(split + 4);
  const headers = headerBlock.split(/\r\n(?![ \t])/);
  const signatureHeader = headers.find((line) => /^dkim-signature:/i.test(line));
  if (!signatureHeader) return { ok: false, reason: "no DKIM-Signature", tags: {} };
  const tags = Object.fromEntries(
    signatureHeader
      .slice(signatureHeader.indexOf(":") + 1)
      .split(";")
      .map((tag) => tag.trim())
      .filter(Boolean)
      .map((tag) => [tag.slice(0, tag.indexOf("=")).trim(), tag.slice(tag.indexOf("=") + 1).replace(/\s+/g, "")]),
  );
  if (tags.a !== "rsa-sha256" || tags.c !== "relaxed/relaxed") return { ok: false, reason: `unexpected a=${tags.a} c=${tags.c}`, tags };

  const canonicalBody = body
    .split("\r\n")
    .map((line) => line.replace(/[ \t]+/g, " ").replace(/ $/, ""))
    .join("\r\n")
    .replace(/(\r\n)*$/, "");
  const bodyHash = crypto.createHash("sha256").update(canonicalBody ? `${canonicalBody}\r\n` : "").digest("base64");
  if (bodyHash !== tags.bh) return { ok: false, reason: "body hash differs", tags };

  const relaxed = (line: string) => {
    const colon = line.indexOf(":");
    const value = line.slice(colon + 1).replace(/\r\n/g, "").replace(/[ \t]+/g, " ").trim();
    return `${line.slice(0, colon).trim().toLowerCase()}:${value}`;
  };
  const available = headers.filter((line) => line !== signatureHeader);
  const signed: string[] = [];
  for (const name of tags.h!.split(":")) {
    // The last instance not yet used, per RFC 6376 5.4.2; a name with none left signs as empty.
    const index = available.map((line) => line.slice(0, line.indexOf(":")).trim().toLowerCase()).lastIndexOf(name.toLowerCase());
    if (index === -1) continue;
    signed.push(`${relaxed(available[index]!)}\r\n`);
    available.splice(index, 1);
  }
  const unsignedSignature = relaxed(signatureHeader).replace(/b=[^;]*$/, "b=").replace(/(;\s*b=)[^;]*(;|$)/, "$1$2");
  const data = signed.join("") + unsignedSignature;
  const ok = crypto.verify("sha256", Buffer.from(data), publicKey, Buffer.from(tags.b!, "base64"));
  return ok ? { ok, tags } : { ok, reason: "signature does not verify", tags };
}

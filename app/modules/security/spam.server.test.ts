import { describe, expect, it } from "vitest";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD, issueFormToken, judgeSubmission } from "./spam.server";

const secret = "s".repeat(40);

describe("judgeSubmission", () => {
  const issuedAt = 1_700_000_000_000;
  const token = issueFormToken(secret, issuedAt);

  it("accepts a person's submission", () => {
    expect(judgeSubmission({ [FORM_TOKEN_FIELD]: token, [HONEYPOT_FIELD]: "" }, secret, "page-form", issuedAt + 10_000)).toEqual({ spam: false });
  });
  it.each(["page-form", "api"] as const)("catches a filled honeypot (%s)", (channel) => {
    expect(judgeSubmission({ [FORM_TOKEN_FIELD]: token, [HONEYPOT_FIELD]: "http://spam" }, secret, channel, issuedAt + 10_000)).toEqual({
      spam: true,
      reason: "honeypot",
    });
    expect(judgeSubmission({ [HONEYPOT_FIELD]: "http://spam" }, secret, channel)).toEqual({ spam: true, reason: "honeypot" });
  });
  it("catches a submission faster than a person, from a page or through the API", () => {
    expect(judgeSubmission({ [FORM_TOKEN_FIELD]: token }, secret, "page-form", issuedAt + 500)).toEqual({ spam: true, reason: "too-fast" });
    expect(judgeSubmission({ [FORM_TOKEN_FIELD]: token }, secret, "api", issuedAt + 500)).toEqual({ spam: true, reason: "too-fast" });
  });
  it.each([undefined, ""])("leaves a submission without a token (%j: no JavaScript, or an API client) to the honeypot and rate limits", (missing) => {
    expect(judgeSubmission({ [FORM_TOKEN_FIELD]: missing }, secret, "page-form", issuedAt + 10_000)).toEqual({ spam: false });
    expect(judgeSubmission({ [FORM_TOKEN_FIELD]: missing, [HONEYPOT_FIELD]: "" }, secret, "api", issuedAt + 10_000)).toEqual({ spam: false });
    expect(judgeSubmission({ [FORM_TOKEN_FIELD]: missing, [HONEYPOT_FIELD]: "x" }, secret, "page-form", issuedAt + 10_000)).toEqual({ spam: true, reason: "honeypot" });
  });
  it.each(["123", `${issuedAt}.forged`, `${issuedAt - 60_000}.${token.split(".")[1]}`])("flags forged token %j on either channel", (bad) => {
    for (const channel of ["page-form", "api"] as const) {
      expect(judgeSubmission({ [FORM_TOKEN_FIELD]: bad }, secret, channel, issuedAt + 10_000)).toEqual({ spam: true, reason: "forged-token" });
    }
  });
});

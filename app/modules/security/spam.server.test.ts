import { describe, expect, it } from "vitest";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD, issueFormToken, judgeSubmission } from "./spam.server";

const secret = "s".repeat(40);

describe("judgeSubmission", () => {
  const issuedAt = 1_700_000_000_000;
  const token = issueFormToken(secret, issuedAt);

  it("accepts a person's submission", () => {
    expect(judgeSubmission({ [FORM_TOKEN_FIELD]: token, [HONEYPOT_FIELD]: "" }, secret, issuedAt + 10_000)).toEqual({ spam: false });
  });
  it("catches a filled honeypot", () => {
    expect(judgeSubmission({ [FORM_TOKEN_FIELD]: token, [HONEYPOT_FIELD]: "http://spam" }, secret, issuedAt + 10_000)).toEqual({
      spam: true,
      reason: "honeypot",
    });
  });
  it("catches a submission faster than a person", () => {
    expect(judgeSubmission({ [FORM_TOKEN_FIELD]: token }, secret, issuedAt + 500)).toEqual({ spam: true, reason: "too-fast" });
  });
  it.each([undefined, "", "123", `${issuedAt}.forged`, `${issuedAt - 60_000}.${token.split(".")[1]}`])("refuses token %j", (bad) => {
    expect(judgeSubmission({ [FORM_TOKEN_FIELD]: bad }, secret, issuedAt + 10_000)).toEqual({ spam: true, reason: "bad-token" });
  });
});

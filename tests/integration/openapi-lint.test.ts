/**
 * The OpenAPI document passes a linter (issue 37): Redocly's recommended rules, run programmatically on the
 * document the server serves (built by the same code), for a public address (the rules refuse example.com). Any error or warning fails the test.
 */
import { createConfig, lintFromString } from "@redocly/openapi-core";
import { describe, expect, it } from "vitest";
import { openApiDocument } from "~/modules/api-docs/openapi.server";

describe("the OpenAPI document", () => {
  it("passes Redocly's recommended rules", async () => {
    const config = await createConfig({
      extends: ["recommended"],
      // Three reads cannot answer a 4xx (a form token, this document, its reference page): nothing to describe.
      rules: { "operation-4xx-response": "off" },
    });
    const problems = await lintFromString({ source: JSON.stringify(openApiDocument("https://www.vyoma.test")), absoluteRef: "openapi.json", config });
    expect(problems.map((problem) => `${problem.severity} ${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`)).toEqual([]);
  });
});

import type { RouteConfigEntry } from "@react-router/dev/routes";
import { expect, it } from "vitest";
import routes from "~/routes";
import { pathProblem, RESERVED_SEGMENTS } from "./pages.schema";

function firstSegments(entries: readonly RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) => (entry.path === undefined ? [] : [entry.path.split("/")[0]!]));
}

it("reserves the first segment of every route in the route table, so no page can shadow one", () => {
  const segments = firstSegments(routes).filter((segment) => segment !== "" && segment !== "*" && !segment.startsWith(":"));
  expect(segments.length).toBeGreaterThan(20);
  expect(segments.filter((segment) => !RESERVED_SEGMENTS.has(segment))).toEqual([]);
});

it("takes a lower-case path of words under no reserved segment", () => {
  expect(pathProblem("/working-with-us")).toBeNull();
  expect(pathProblem("/guides/onboarding-2027")).toBeNull();
  expect(pathProblem("/careers-at-vyoma")).toBeNull();
  expect(pathProblem("/careers")).toMatch(/belong to the site's own pages/);
  expect(pathProblem("/assets/x")).toMatch(/belong to the site's own pages/);
  expect(pathProblem("/a//b")).toMatch(/lower-case letters/);
  expect(pathProblem("/a/b/c/d/e/f")).toMatch(/at most 200 characters and 5 levels/);
});

import type { Insertable } from "kysely";
import type { DB } from "~/db/schema";
import type { TestApp } from "./app";

/** A valid post body for the blog API and forms; override what a test is about. */
export function samplePost(overrides: Record<string, unknown> = {}) {
  return {
    title: "Testing Our Blog",
    excerpt: "A post written by the test suite.",
    category: "Testing",
    image: "https://images.example/cover.png",
    content: "<h2>Hello</h2><p>Body text.</p>",
    tags: "vitest, http",
    ...overrides,
  };
}

export function sendJson(app: TestApp, method: string, path: string, body: unknown, cookie = "") {
  return app.fetch(path, {
    method,
    headers: { Origin: app.url, "Content-Type": "application/json", ...(cookie ? { Cookie: cookie } : {}) },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** Creates a post through the API as the admin and returns it. */
export async function createPostViaApi(app: TestApp, cookie: string, overrides: Record<string, unknown> = {}) {
  const response = await sendJson(app, "POST", "/api/blogs", samplePost(overrides), cookie);
  if (response.status !== 201) throw new Error(`create failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as { id: number; _id: number; slug: string; title: string; status: string; content: string; tags: string[]; author: { id: string; name: string }; date: string };
}

/**
 * A published post as the posts table stores it, for tests that write below the use cases (a migration's tests, a
 * bulk insert); override what a test is about.
 */
export function postRow(overrides: Pick<Insertable<DB["posts"]>, "title" | "slug"> & Partial<Insertable<DB["posts"]>>): Insertable<DB["posts"]> {
  const stamp = "2026-05-01T00:00:00.000Z";
  return {
    excerpt: "An excerpt.",
    content: "<p>Body.</p>",
    image: "/images/blog/ai-business.svg",
    category: "Notes",
    tags: "[]",
    author_id: "0",
    author_name: "Admin",
    status: "published",
    published_at: stamp,
    created_at: stamp,
    updated_at: stamp,
    ...overrides,
  };
}

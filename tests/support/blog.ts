import type { Insertable, Kysely } from "kysely";
import type { DB } from "~/db/schema";
import { toPostRevision } from "~/modules/blog/revisions.repository.server";
import type { TestApp } from "./app";
import { postForm, type HttpClient } from "./auth";

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
 * Deletes the sample content's Hindi posts through the API (so the page cache forgets them), for tests of a blog with
 * no Hindi post yet: the sample has one (decision 0055).
 */
export async function deleteSampleHindiPosts(app: TestApp, cookie: string): Promise<void> {
  const rows = await app.database.db.selectFrom("posts").select("id").where("language", "=", "hi").execute();
  for (const row of rows) {
    const response = await sendJson(app, "DELETE", `/api/blogs/${row.id}`, "", cookie);
    if (!response.ok) throw new Error(`delete failed: ${response.status} ${await response.text()}`);
  }
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

/** A Hindi post as a translator writes it, with a code block (Devanagari in monospace) and a Latin name in the text. */
export const hindiPostFields = {
  title: "दृष्टिबाधित लोगों के लिए बोलने वाले चश्मे",
  excerpt: "पुणे में हमने ऐसे चश्मे आज़माए जो सड़क के संकेत पढ़कर सुनाते हैं।",
  category: "सुगम्यता",
  image: "/images/blog/smart-glasses.svg",
  content:
    "<h2>हमने क्या सीखा</h2><p>चश्मे का कैमरा संकेत पढ़ता है और Vyoma का ऐप उसे हिन्दी में सुनाता है।</p>" +
    "<pre><code>संदेश = \"बस अड्डा बाएँ है\"\nबोलो(संदेश)</code></pre><p>अगले महीने हम इसे <code>नमस्ते</code> कहने वाले नए मॉडल पर आज़माएँगे।</p>",
  tags: "चश्मा, सुगम्यता",
};

/**
 * The Hindi translation of post `id`, published: "Translate to हिन्दी" on its edit page (a draft from the original's
 * text), then the translator's text saved through the API. Answers the Hindi post's id, slug and path.
 */
export async function publishHindiTranslation(client: HttpClient, cookie: string, id: number, fields: Record<string, unknown> = hindiPostFields) {
  const translated = await postForm(client, `/blog/edit/${id}`, { intent: "translate", language: "hi" }, { Cookie: cookie });
  if (translated.status !== 303) throw new Error(`translate failed: ${translated.status}`);
  const draftId = Number(translated.headers.get("location")!.split("/").pop());
  const response = await client.fetch(`/api/blogs/${draftId}`, {
    method: "PUT",
    headers: { Origin: client.url, "Content-Type": "application/json", Cookie: cookie },
    body: JSON.stringify({ ...fields, status: "published" }),
  });
  if (response.status !== 200) throw new Error(`publishing the translation failed: ${response.status} ${await response.text()}`);
  const { slug } = (await response.json()) as { slug: string };
  return { id: draftId, slug, path: `/hi/blog/${encodeURIComponent(slug)}` };
}

/** A post's revisions, oldest first, as the blog reads them (the post's fields out of the snapshot, migration 0039). */
export async function postRevisionRows(db: Kysely<DB>, postId: number) {
  const rows = await db.selectFrom("document_revisions").selectAll().where("document_type", "=", "post").where("document_id", "=", postId).orderBy("id").execute();
  return rows.map(toPostRevision);
}

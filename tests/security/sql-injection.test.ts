import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/app";
import { adminCookie, postForm } from "../support/auth";
import { formToken } from "../support/careers";
import { LEAK } from "./leaks";

export const SQL_INJECTIONS = [
  `'`,
  `"`,
  `' OR '1'='1`,
  `' OR 1=1 --`,
  `" OR ""="`,
  `1 OR 1=1`,
  `1; DROP TABLE posts; --`,
  `'; DROP TABLE positions; --`,
  `1' UNION SELECT name, sql FROM sqlite_master --`,
  `1 UNION SELECT NULL, NULL, NULL --`,
  `' UNION SELECT password FROM account --`,
  `1' AND SLEEP(5) --`,
  `1; SELECT pg_sleep(5); --`,
  `' AND 1=CAST((SELECT version()) AS int) --`,
  `%27%20OR%201%3D1`,
  `\\'; --`,
  `1)) OR ((1=1`,
  `-1`,
  `0x7fffffff`,
  `99999999999999999999999`,
  `1e309`,
  `NaN`,
  `1.5`,
  `[object Object]`,
  `\u0000`,
  `'||(SELECT 1)||'`,
  `admin'--`,
  `*/ OR /**/ 1=1 /*`,
];


let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = await adminCookie(app);
});
afterAll(() => app.close());

async function counts() {
  const db = app.database.db;
  const count = async (table: "posts" | "positions" | "user") => Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
  return { posts: await count("posts"), positions: await count("positions"), users: await count("user") };
}

let visitor = 0;
const fromNewVisitor = () => ({ "X-Forwarded-For": `10.8.${Math.floor(++visitor / 250)}.${visitor % 250}` });

describe("SQL injection through every query parameter, path id and field", () => {
  it("never answers 5xx or with database error text, and changes no data", async () => {
    const before = await counts();
    const problems: string[] = [];
    let cases = 0;
    const check = async (label: string, response: Response) => {
      cases += 1;
      const text = await response.text();
      if (response.status >= 500) problems.push(`${label} -> ${response.status}`);
      if (LEAK.test(text)) problems.push(`${label}: leaks ${text.match(LEAK)![0]}`);
    };
    for (const raw of SQL_INJECTIONS) {
      const q = encodeURIComponent(raw);
      const asAdmin = { headers: { Cookie: admin } };
      const gets: Array<[string, RequestInit?]> = [
        [`/api/blogs?category=${q}`],
        [`/api/blogs?page=${q}`],
        [`/api/blogs?cursor=${q}`],
        [`/api/blogs?limit=${q}`],
        [`/api/blogs?category=${q}&limit=${q}&cursor=${q}`, asAdmin],
        [`/blog?category=${q}&page=${q}`],
        [`/blog/${q}`],
        [`/careers/${q}`],
        [`/blog/edit/${q}`, asAdmin],
        [`/admin/messages?view=${q}&page=${q}`, asAdmin],
        [`/admin/applications?status=${q}&positionId=${q}&page=${q}`, asAdmin],
        [`/admin/applications/${q}`, asAdmin],
        [`/admin/applications/${q}/resume`, asAdmin],
        [`/newsletter/confirm?token=${q}`],
        [`/api/blogs/${q}`],
      ];
      for (const [path, init] of gets) await check(`GET ${path}`, await app.fetch(path, init));
      const json = { Origin: app.url, Cookie: admin, "Content-Type": "application/json" };
      await check(`PUT /api/positions/${raw}`, await app.fetch(`/api/positions/${q}`, { method: "PUT", headers: json, body: JSON.stringify({ title: raw }) }));
      await check(`PUT /api/blogs/${raw}`, await app.fetch(`/api/blogs/${q}`, { method: "PUT", headers: json, body: JSON.stringify({ title: raw }) }));
      await check(`DELETE /api/blogs/${raw}`, await app.fetch(`/api/blogs/${q}`, { method: "DELETE", headers: json }));
      await check(`DELETE /api/positions/${raw}`, await app.fetch(`/api/positions/${q}`, { method: "DELETE", headers: json }));
      for (const intent of ["delete", "handled", "not-spam"]) await check(`messages ${intent} ${raw}`, await postForm(app, "/admin/messages", { intent, id: raw }, { Cookie: admin }));
      await check(`subscribers ${raw}`, await postForm(app, "/admin/subscribers", { id: raw }, { Cookie: admin }));
      await check(`outbox ${raw}`, await postForm(app, "/admin/outbox", { intent: "retry", id: raw }, { Cookie: admin }));
      await check(`application status ${raw}`, await postForm(app, `/admin/applications/${q}`, { status: raw }, { Cookie: admin }));
      await check(`careers delete ${raw}`, await postForm(app, "/careers", { intent: "delete", id: raw }, { Cookie: admin }));
      await check(`login ${raw}`, await postForm(app, "/login", { email: raw, password: raw }, fromNewVisitor()));
      await check(`login email ${raw}`, await postForm(app, "/login", { email: `admin@test.example${raw}`, password: `x${raw}` }, fromNewVisitor()));
      await check(`newsletter ${raw}`, await postForm(app, "/newsletter.data", { email: raw, website: "", formToken: formToken(app) }, fromNewVisitor()));
      await check(
        `contact ${raw}`,
        await postForm(app, "/contact.data", { variant: "subject", name: raw, email: "sql@example.com", phone: raw, company: raw, subject: "General Inquiry", message: raw, website: "", formToken: formToken(app) }, fromNewVisitor()),
      );
    }
    expect(problems).toEqual([]);
    expect(await counts()).toEqual(before);
    expect(cases).toBeGreaterThanOrEqual(SQL_INJECTIONS.length * 30);
  }, 150_000);

  it("stores injection strings as plain text (a post and a position round-trip unchanged)", async () => {
    const title = `Robert'); DROP TABLE posts;-- ${Date.now()}`;
    const created = await app.fetch("/api/blogs", {
      method: "POST",
      headers: { Origin: app.url, Cookie: admin, "Content-Type": "application/json" },
      body: JSON.stringify({ title, excerpt: `' OR '1'='1`, category: `x' --`, image: "https://images.example/a.png", content: "<p>1' UNION SELECT 1 --</p>", tags: [`' OR 1=1`] }),
    });
    expect(created.status).toBe(201);
    const post = (await created.json()) as { id: number; title: string; excerpt: string; category: string };
    expect(post).toMatchObject({ title, excerpt: `' OR '1'='1`, category: `x' --` });
    const listed = (await (await app.fetch(`/api/blogs?category=${encodeURIComponent(`x' --`)}`)).json()) as Array<{ id: number }>;
    expect(listed.map((item) => item.id)).toEqual([post.id]);
  });
});

import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { listCareersSitemapEntries } from "~/modules/careers/careers.server";
import { startTestApp, type TestApp } from "../support/app";
import { adminCookie, postForm, userCookie } from "../support/auth";

let app: TestApp;
let admin: string;
beforeEach(async () => {
  app = await startTestApp();
  admin = await adminCookie(app);
});
afterEach(() => app.close());

interface ApiPosition {
  id: number;
  _id: number;
  slug: string;
  title: string;
  type: string;
  requirements: string[];
}

const newPosition = {
  title: "Site Reliability Engineer",
  department: "Engineering",
  location: "Remote (India)",
  type: "Contract",
  description: "Keep our platforms fast and available.",
  detailedDescription: "First paragraph.\n\nSecond paragraph.",
  requirements: "Linux\n\n  Kubernetes  \n\nOn-call experience\n",
};

const list = async () => (await (await app.fetch("/api/positions")).json()) as ApiPosition[];
const sendJson = (method: string, path: string, body: unknown, cookie = admin) =>
  app.fetch(path, { method, headers: { Origin: app.url, Cookie: cookie, "Content-Type": "application/json" }, body: JSON.stringify(body) });

describe("GET /api/positions", () => {
  it("lists the seeded positions newest first, each with id and _id", async () => {
    const response = await app.fetch("/api/positions");
    expect(response.status).toBe(200);
    const positions = await list();
    // Six English samples and the Hindi translation of one (decision 0051).
    expect(positions.length).toBe(7);
    expect(new Set(positions.map((position) => position.type))).toEqual(new Set(["Full-time", "Part-time", "Contract", "Internship"]));
    for (const position of positions) expect(position._id).toBe(position.id);
    expect(positions[0]!.title).toBe("Digital Marketing Associate");
  });
});

describe("POST /api/positions", () => {
  it("creates a position at the top, requirements one per line with blank lines dropped", async () => {
    const response = await sendJson("POST", "/api/positions", newPosition);
    expect(response.status).toBe(201);
    const created = (await response.json()) as ApiPosition;
    expect(created).toMatchObject({ title: newPosition.title, _id: created.id, slug: "site-reliability-engineer" });
    expect(created.requirements).toEqual(["Linux", "Kubernetes", "On-call experience"]);
    expect((await list())[0]!.id).toBe(created.id);
    const fromArray = await sendJson("POST", "/api/positions", { ...newPosition, requirements: [" A ", "", "B"] });
    expect(((await fromArray.json()) as ApiPosition).requirements).toEqual(["A", "B"]);
  });

  it("gives a second position with the same title its own slug", async () => {
    await sendJson("POST", "/api/positions", newPosition);
    const second = (await (await sendJson("POST", "/api/positions", newPosition)).json()) as ApiPosition;
    expect(second.slug).toBe("site-reliability-engineer-2");
  });

  it.each([
    [{ ...newPosition, title: "" }, "title"],
    [{ ...newPosition, detailedDescription: undefined }, "detailedDescription"],
    [{ ...newPosition, type: "Freelance" }, "type"],
    [{ ...newPosition, requirements: 42 }, "requirements"],
  ])("refuses %o with 400 and a field message", async (body, field) => {
    const response = await sendJson("POST", "/api/positions", body);
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).fieldErrors)).toContain(field);
    expect(await list()).toHaveLength(7);
  });

  it("refuses a body that is not JSON", async () => {
    const response = await app.fetch("/api/positions", { method: "POST", headers: { Origin: app.url, Cookie: admin, "Content-Type": "application/json" }, body: "{nope" });
    expect(response.status).toBe(400);
  });
});

describe("PUT and DELETE /api/positions/{id}", () => {
  it("updates a position in place and moves its slug with the title", async () => {
    const before = await list();
    const target = before[2]!;
    const response = await sendJson("PUT", `/api/positions/${target.id}`, { ...newPosition, title: "Staff Engineer", type: "Full-time" });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: target.id, _id: target.id, title: "Staff Engineer", slug: "staff-engineer" });
    const after = await list();
    expect(after.map((position) => position.id)).toEqual(before.map((position) => position.id));
    expect((await app.fetch(`/careers/${target.id}`)).headers.get("location")).toBe("/careers/staff-engineer");
  });

  it("deletes a position", async () => {
    const target = (await list())[0]!;
    const response = await app.fetch(`/api/positions/${target.id}`, { method: "DELETE", headers: { Origin: app.url, Cookie: admin } });
    expect(response.status).toBe(200);
    expect((await list()).map((position) => position.id)).not.toContain(target.id);
    expect((await app.fetch(`/careers/${target.slug}`)).status).toBe(404);
  });

  it.each(["abc", "0", "-1", "1.5", "99999999999"])("answers the malformed id %s with 400 Invalid position ID", async (id) => {
    for (const response of [
      await sendJson("PUT", `/api/positions/${id}`, newPosition),
      await app.fetch(`/api/positions/${id}`, { method: "DELETE", headers: { Origin: app.url, Cookie: admin } }),
    ]) {
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: "Invalid position ID" });
    }
  });

  it("answers an unknown id with 404 and leaves the list alone", async () => {
    expect((await sendJson("PUT", "/api/positions/424242", newPosition)).status).toBe(404);
    expect((await app.fetch("/api/positions/424242", { method: "DELETE", headers: { Origin: app.url, Cookie: admin } })).status).toBe(404);
    expect(await list()).toHaveLength(7);
  });

  it("refuses a non-admin with 403 and nobody with 401", async () => {
    const target = (await list())[0]!;
    expect((await sendJson("PUT", `/api/positions/${target.id}`, newPosition, await userCookie(app))).status).toBe(403);
    expect((await sendJson("DELETE", `/api/positions/${target.id}`, {}, "")).status).toBe(401);
    expect(await list()).toHaveLength(7);
  });
});

describe("the /careers page", () => {
  it("renders the intro, the four benefits and every open position", async () => {
    const html = await (await app.fetch("/careers")).text();
    for (const text of ["Great Team", "Growth", "Work-Life Balance", "Benefits", "Open Positions", "Senior Full-Stack Engineer", "Embedded Systems Intern"]) {
      expect(html).toContain(text);
    }
    expect(html).not.toContain(">Add Position<");
    expect(await (await app.fetch("/careers", { headers: { Cookie: admin } })).text()).toContain(">Add Position<");
  });

  it("shows the empty state and the error state", async () => {
    await app.database.db.deleteFrom("positions").execute();
    app.services.pageCache.invalidate();
    expect(await (await app.fetch("/careers")).text()).toContain("There are no open positions right now.");
    await sql`drop table positions`.execute(app.database.db);
    // Straight to the database, past the use cases that invalidate the page cache.
    app.services.pageCache.invalidate();
    const response = await app.fetch("/careers");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Failed to load positions. Please try again later.");
  });

  it("lets the admin create, edit and delete through the page's form action", async () => {
    const create = await postForm(app, "/careers", { intent: "create", ...newPosition }, { Cookie: admin });
    expect(create.status).toBe(200);
    const created = (await list())[0]!;
    expect(created.title).toBe(newPosition.title);
    const edit = await postForm(app, "/careers", { intent: "update", id: String(created.id), ...newPosition, location: "Pune, India" }, { Cookie: admin });
    expect(edit.status).toBe(200);
    const invalid = await postForm(app, "/careers", { intent: "update", id: String(created.id), ...newPosition, title: "" }, { Cookie: admin });
    expect(invalid.status).toBe(400);
    expect(await invalid.text()).toContain("Please fill out all required fields.");
    const missing = await postForm(app, "/careers", { intent: "delete", id: "424242" }, { Cookie: admin });
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("Failed to delete position. Please try again.");
    expect((await postForm(app, "/careers", { intent: "delete", id: String(created.id) }, { Cookie: admin })).status).toBe(200);
    expect(await list()).toHaveLength(7);
  });
});

describe("a position's own page", () => {
  it("carries JobPosting structured data for Google for Jobs", async () => {
    const html = await (await app.fetch("/careers/senior-full-stack-engineer")).text();
    const json = html.match(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s)![1]!;
    const posting = JSON.parse(json);
    expect(posting).toMatchObject({
      "@type": "JobPosting",
      title: "Senior Full-Stack Engineer",
      employmentType: "FULL_TIME",
      directApply: true,
      hiringOrganization: { "@type": "Organization", name: "Vyoma Technologies" },
      jobLocation: { address: { addressLocality: "Pune", addressCountry: "IN" } },
      identifier: { "@type": "PropertyValue" },
    });
    expect(posting.description).toContain("<li>Experience with React and Node.js in production</li>");
    // No closing date on this one: nothing invented. Its stated salary is there.
    expect(posting.validThrough).toBeUndefined();
    expect(posting.baseSalary).toEqual({
      "@type": "MonetaryAmount",
      currency: "INR",
      value: { "@type": "QuantitativeValue", minValue: 1_800_000, maxValue: 2_800_000, unitText: "YEAR" },
    });
    expect(Date.parse(posting.datePosted)).toBeLessThan(Date.now());
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/careers/senior-full-stack-engineer"/>');

    const remote = JSON.parse((await (await app.fetch("/careers/mobile-developer-react-native")).text()).match(/ld\+json"[^>]*>(.*?)<\/script>/s)![1]!);
    expect(remote).toMatchObject({ jobLocationType: "TELECOMMUTE", employmentType: "CONTRACTOR" });
    expect(remote.jobLocation).toBeUndefined();
  });

  it("redirects an id to the slug and answers an unknown one with 404", async () => {
    const position = (await list()).find((item) => item.slug === "embedded-systems-intern")!;
    const response = await app.fetch(`/careers/${position.id}`);
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/careers/embedded-systems-intern");
    expect((await app.fetch("/careers/no-such-job")).status).toBe(404);
  });

  it("lists every position page for the sitemap with its last change", async () => {
    const entries = await listCareersSitemapEntries(app.services);
    expect(entries).toHaveLength(8);
    expect(entries[0]!.path).toBe("/careers");
    expect(entries.map((entry) => entry.path)).toContain("/careers/uiux-designer");
    for (const entry of entries) expect(Number.isNaN(Date.parse(entry.lastmod))).toBe(false);
  });
});

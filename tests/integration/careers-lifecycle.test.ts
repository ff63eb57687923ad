/**
 * Careers that run themselves (issue 21): closing dates with a clock the test controls, manual close and reopen,
 * salaries, JobPosting checked against Google's required and recommended properties, consent and source of an
 * application.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { listCareersSitemapEntries } from "~/modules/careers/careers.server";
import { careersHousekeeping } from "~/modules/careers/retention.server";
import { startTestApp, type TestApp } from "../support/app";
import { adminCookie, postForm } from "../support/auth";
import { applicationForm, apply } from "../support/careers";
import { TestClock } from "../support/clock";

let app: TestApp;
let admin: string;
// 30 Dec 2026, noon UTC (17:30 in Asia/Kolkata, the default SITE_TIMEZONE).
const clock = new TestClock("2026-12-30T12:00:00.000Z");

beforeEach(async () => {
  clock.set("2026-12-30T12:00:00.000Z");
  app = await startTestApp({}, { clock });
  admin = await adminCookie(app);
});
afterEach(() => app.close());

interface ApiPosition {
  id: number;
  slug: string;
  title: string;
  isOpen: boolean;
  closesAt: string | null;
  closesOn: string | null;
  salary: { min: number; max: number; currency: string; unit: string } | null;
}

const position = {
  title: "Platform Engineer",
  department: "Engineering",
  location: "Bengaluru, India",
  type: "Full-time",
  description: "Build the platform our products run on.",
  detailedDescription: "First paragraph.\n\nSecond paragraph.",
  requirements: "Go or Node.js\nPostgreSQL",
};

const openList = async () => (await (await app.fetch("/api/positions")).json()) as ApiPosition[];
const sendJson = (method: string, path: string, body: unknown) =>
  app.fetch(path, { method, headers: { Origin: app.url, Cookie: admin, "Content-Type": "application/json" }, body: JSON.stringify(body) });
async function create(fields: Record<string, unknown> = {}): Promise<ApiPosition> {
  const response = await sendJson("POST", "/api/positions", { ...position, ...fields });
  expect(response.status).toBe(201);
  return (await response.json()) as ApiPosition;
}
const jobPosting = (html: string) => {
  const json = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1];
  return json ? (JSON.parse(json) as Record<string, any>) : null;
};
/** An application for the position through the JSON API. */
async function applyFor(target: ApiPosition, fields: Record<string, string> = {}, headers: Record<string, string> = {}) {
  return apply(app, await applicationForm(app, { fields: { positionId: String(target.id), position: target.title, ...fields } }), headers);
}

/**
 * Google's JobPosting documentation: the required properties (title, description, datePosted, hiringOrganization,
 * jobLocation, or jobLocationType TELECOMMUTE with applicantLocationRequirements) and the recommended ones we state
 * (validThrough, employmentType, baseSalary, identifier, directApply), each in the shape Google reads. Returns the
 * problems found.
 */
function googleJobPostingProblems(posting: Record<string, any>): string[] {
  const problems: string[] = [];
  const isoDate = (value: unknown) => typeof value === "string" && /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2}))?$/.test(value) && !Number.isNaN(Date.parse(value));
  if (posting["@context"] !== "https://schema.org" || posting["@type"] !== "JobPosting") problems.push("@context/@type");
  if (typeof posting.title !== "string" || posting.title.length === 0) problems.push("title");
  if (typeof posting.description !== "string" || !posting.description.includes("<p>")) problems.push("description (HTML)");
  if (!isoDate(posting.datePosted)) problems.push("datePosted");
  if (posting.hiringOrganization?.["@type"] !== "Organization" || !posting.hiringOrganization?.name) problems.push("hiringOrganization");
  const remote = posting.jobLocationType === "TELECOMMUTE";
  if (remote ? !posting.applicantLocationRequirements?.name : !posting.jobLocation?.address?.addressCountry) problems.push("jobLocation");
  if (!["FULL_TIME", "PART_TIME", "CONTRACTOR", "TEMPORARY", "INTERN", "VOLUNTEER", "PER_DIEM", "OTHER"].includes(posting.employmentType)) problems.push("employmentType");
  if (posting.validThrough !== undefined && !isoDate(posting.validThrough)) problems.push("validThrough");
  if (posting.baseSalary !== undefined) {
    const salary = posting.baseSalary;
    const value = salary.value ?? {};
    if (salary["@type"] !== "MonetaryAmount" || !/^[A-Z]{3}$/.test(salary.currency)) problems.push("baseSalary currency");
    if (value["@type"] !== "QuantitativeValue" || !["HOUR", "DAY", "WEEK", "MONTH", "YEAR"].includes(value.unitText)) problems.push("baseSalary unitText");
    if (typeof value.minValue !== "number" || typeof value.maxValue !== "number" || value.minValue > value.maxValue) problems.push("baseSalary range");
  }
  if (posting.identifier?.["@type"] !== "PropertyValue" || !posting.identifier?.value) problems.push("identifier");
  if (posting.directApply !== true) problems.push("directApply");
  return problems;
}

describe("a closing date", () => {
  it("closes the position at the end of its day in the site's time zone, by itself", async () => {
    const created = await create({ closesOn: "2026-12-31" });
    // The end of 31 Dec in Asia/Kolkata (UTC+5:30).
    expect(created.closesAt).toBe("2026-12-31T18:29:59.999Z");
    expect(created).toMatchObject({ closesOn: "2026-12-31", isOpen: true });

    clock.set("2026-12-31T18:29:00.000Z");
    const housekeeping = careersHousekeeping(app.services);
    expect((await openList()).map((item) => item.id)).toContain(created.id);
    const openPage = await (await app.fetch(`/careers/${created.slug}`)).text();
    expect(openPage).toContain("Apply by 31 Dec 2026");
    const posting = jobPosting(openPage)!;
    expect(posting.validThrough).toBe("2026-12-31T18:29:59.999Z");
    expect(googleJobPostingProblems(posting)).toEqual([]);
    expect((await applyFor(created)).status).toBe(201);

    clock.set("2026-12-31T18:30:00.000Z");
    // The minute's housekeeping drops the cached pages that still list it.
    await housekeeping.tick();
    expect((await openList()).map((item) => item.id)).not.toContain(created.id);
    const listPage = await (await app.fetch("/careers")).text();
    expect(listPage).not.toContain("Platform Engineer");
    const sitemap = await listCareersSitemapEntries(app.services);
    expect(sitemap.map((entry) => entry.path)).not.toContain(`/careers/${created.slug}`);
    // /careers changed when the position closed: crawlers are told to come back.
    expect(sitemap.find((entry) => entry.path === "/careers")?.lastmod).toBe("2026-12-31T18:29:59.999Z");

    const closedPage = await app.fetch(`/careers/${created.slug}`);
    expect(closedPage.status).toBe(200);
    const closedHtml = await closedPage.text();
    expect(closedHtml).toContain("This position has closed and no longer accepts applications.");
    expect(closedHtml).toContain('href="/careers"');
    expect(closedHtml).not.toContain("Submit Application");
    expect(jobPosting(closedHtml)).toBeNull();

    const refused = await applyFor(created);
    expect(refused.status).toBe(410);
    expect(await refused.json()).toMatchObject({ error: "This position has closed and no longer accepts applications. Please see our open positions." });
    const refusedPageForm = await app.fetch(`/careers/${created.slug}`, { method: "POST", headers: { Origin: app.url }, body: await applicationForm(app, { fields: { positionId: String(created.id) } }) });
    expect(refusedPageForm.status).toBe(410);
    const stored = await app.database.db.selectFrom("applications").select("position_id").execute();
    expect(stored.filter((row) => Number(row.position_id) === created.id)).toHaveLength(1);
  });

  it("refuses a closing date that is not a date", async () => {
    const response = await sendJson("POST", "/api/positions", { ...position, closesOn: "31/12/2026" });
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors).toMatchObject({ closesOn: "Please enter the closing date as a date, e.g. 2026-12-31." });
  });

  it("lets the admin close a position by hand, see it among the closed ones and reopen it", async () => {
    const created = await create();
    expect((await postForm(app, "/careers", { intent: "close", id: String(created.id) }, { Cookie: admin })).status).toBe(200);
    expect((await openList()).map((item) => item.id)).not.toContain(created.id);
    expect(await (await app.fetch("/careers")).text()).not.toContain("Platform Engineer");
    const adminPage = await (await app.fetch("/careers", { headers: { Cookie: admin } })).text();
    expect(adminPage).toMatch(/Closed positions[\s\S]*Platform Engineer[\s\S]*Closed on 30 Dec 2026/);
    expect((await applyFor(created)).status).toBe(410);

    expect((await postForm(app, "/careers", { intent: "reopen", id: String(created.id) }, { Cookie: admin })).status).toBe(200);
    expect((await openList()).map((item) => item.id)).toContain(created.id);
    expect((await applyFor(created)).status).toBe(201);
    expect((await postForm(app, "/careers", { intent: "close", id: "424242" }, { Cookie: admin })).status).toBe(404);
  });

  it("reopening drops a closing date that has passed, so the position is open again", async () => {
    const created = await create({ closesOn: "2026-12-30" });
    clock.set("2027-01-02T00:00:00.000Z");
    expect((await openList()).map((item) => item.id)).not.toContain(created.id);
    expect((await postForm(app, "/careers", { intent: "reopen", id: String(created.id) }, { Cookie: admin })).status).toBe(200);
    const reopened = (await openList()).find((item) => item.id === created.id);
    expect(reopened).toMatchObject({ isOpen: true, closesAt: null });
  });
});

describe("a salary", () => {
  it("is shown as lakhs per annum and stated to Google as baseSalary", async () => {
    const created = await create({ salaryMin: "1200000", salaryMax: "1800000" });
    expect(created.salary).toEqual({ min: 1_200_000, max: 1_800_000, currency: "INR", unit: "year" });
    const page = await (await app.fetch(`/careers/${created.slug}`)).text();
    expect(page).toContain("₹12-18 LPA");
    expect(await (await app.fetch("/careers")).text()).toContain("₹12-18 LPA");
    const posting = jobPosting(page)!;
    expect(posting.baseSalary).toEqual({
      "@type": "MonetaryAmount",
      currency: "INR",
      value: { "@type": "QuantitativeValue", minValue: 1_200_000, maxValue: 1_800_000, unitText: "YEAR" },
    });
    expect(googleJobPostingProblems(posting)).toEqual([]);
  });

  it("in another currency and per hour", async () => {
    const created = await create({ salaryMin: 40, salaryMax: 60, salaryCurrency: "USD", salaryUnit: "hour", location: "Remote (India)" });
    const page = await (await app.fetch(`/careers/${created.slug}`)).text();
    expect(page).toContain("$40-60 per hour");
    const posting = jobPosting(page)!;
    expect(posting.baseSalary.value.unitText).toBe("HOUR");
    expect(googleJobPostingProblems(posting)).toEqual([]);
  });

  it("is left out of JobPosting when not stated, and so is validThrough", async () => {
    const created = await create();
    const posting = jobPosting(await (await app.fetch(`/careers/${created.slug}`)).text())!;
    expect(posting.baseSalary).toBeUndefined();
    expect(posting.validThrough).toBeUndefined();
    expect(googleJobPostingProblems(posting)).toEqual([]);
  });

  it.each([
    [{ salaryMin: "1800000", salaryMax: "1200000" }, "salaryMin", "The lowest salary cannot be higher than the highest."],
    [{ salaryMin: "1200000" }, "salaryMax", "Please enter both the lowest and the highest salary, or neither."],
    [{ salaryMin: "12 lakh", salaryMax: "1800000" }, "salaryMin", "Please enter the salary as a number, e.g. 1200000."],
    [{ salaryMin: "1", salaryMax: "2", salaryCurrency: "BTC" }, "salaryCurrency", "Please choose a currency."],
  ])("refuses %o with 400 on the field to fix", async (fields, field, message) => {
    const viaApi = await sendJson("POST", "/api/positions", { ...position, ...fields });
    expect(viaApi.status).toBe(400);
    expect((await viaApi.json()).fieldErrors).toMatchObject({ [field]: message });
    const viaForm = await postForm(app, "/careers", { intent: "create", ...position, ...fields }, { Cookie: admin });
    expect(viaForm.status).toBe(400);
    expect(await viaForm.text()).toContain(message);
  });
});

describe("an application's consent and source", () => {
  it("needs the consent box on the page form, and says so", async () => {
    const target = (await openList())[0]!;
    const form = await applicationForm(app, { fields: { positionId: String(target.id), consent: "" } });
    const response = await app.fetch(`/careers/${target.slug}`, { method: "POST", headers: { Origin: app.url }, body: form });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Please agree to the processing of your application to send it.");
    expect(await app.database.db.selectFrom("applications").selectAll().execute()).toEqual([]);
  });

  it("stores when consent was given, the talent-pool choice, the campaign tags and the referring site", async () => {
    const target = (await openList())[0]!;
    const response = await applyFor(
      target,
      { talentPool: "on", referrer: "https://www.linkedin.com/jobs/view/123" },
      { Referer: `${app.url}/careers/${target.slug}?utm_source=linkedin&utm_medium=social&utm_campaign=winter-hiring` },
    );
    expect(response.status).toBe(201);
    const row = await app.database.db.selectFrom("applications").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      consent_at: "2026-12-30T12:00:00.000Z",
      utm_source: "linkedin",
      utm_medium: "social",
      utm_campaign: "winter-hiring",
      referrer: "https://www.linkedin.com/jobs/view/123",
    });
    expect(Number(row.talent_pool)).toBe(1);
  });

  it("takes an API application without consent (the client collects it) and records none", async () => {
    const target = (await openList())[0]!;
    expect((await applyFor(target, { consent: "" }, { Referer: "https://elsewhere.example/?utm_source=spoofed" })).status).toBe(201);
    const row = await app.database.db.selectFrom("applications").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ consent_at: null, utm_source: null });
    expect(Number(row.talent_pool)).toBe(0);
  });
});

import { afterAll, beforeAll, expect, it } from "vitest";
import { renderBlocksHtml } from "~/components/pages/render-blocks-html";
import { customSoftwarePage } from "~/content/service-pages/custom-software";
import { webDevelopmentPage } from "~/content/service-pages/web-development";
import { technologyMarks } from "~/content/technology-marks";
import type { BlockFormState } from "~/modules/pages/page-form";
import { savePage, type SavePageInput } from "~/modules/pages/pages.server";
import { startTestApp, type TestApp } from "../support/app";
import { roleCookie } from "../support/auth";

/**
 * The marketing section blocks (decision 0044) on a published page: the service pages' own markup, the plans and
 * testimonials from their collections; and the editor's preview of unsaved changes.
 */
let app: TestApp;
let editor: string;
beforeAll(async () => {
  app = await startTestApp();
  editor = await roleCookie(app, "editor");
});
afterAll(() => app.close());

const renderHtml: SavePageInput["renderHtml"] = renderBlocksHtml;
const processSection = webDevelopmentPage.sections.find((section) => section.kind === "steps")!;
const steps = Object.fromEntries(processSection.steps.flatMap((step, row) => [[`steps.${row}.title`, step.title], [`steps.${row}.text`, step.text]]));
const section = (heading: string, background = "") => ({ eyebrow: "", heading, intro: "", background });
const blocks: BlockFormState[] = [
  { id: "hero000001", type: "hero", hidden: false, values: { heading: "Apps for clinics", intro: "" } },
  {
    id: "grid000001",
    type: "featureGrid",
    hidden: false,
    values: { ...section("What you get"), columns: "4", "cards.0.icon": "gauge", "cards.0.title": "Performance First", "cards.0.text": "Pages that load in under two seconds.", "cards.1.icon": "shield-check", "cards.1.title": "Secure by Default", "cards.1.text": "HTTPS everywhere." },
  },
  { id: "steps00001", type: "processSteps", hidden: false, values: { ...section(processSection.title, "muted"), eyebrow: processSection.eyebrow!, intro: processSection.intro!, ...steps } },
  { id: "tech000001", type: "technologyList", hidden: false, values: { ...section("A modern, proven stack"), "items.0.name": "React", "items.0.mark": "react", "items.1.name": "Amazon Web Services", "items.1.mark": "" } },
  { id: "price00001", type: "pricingTable", hidden: false, values: { ...section("Simple, transparent pricing"), "badges.0.icon": "timer", "badges.0.label": "7-day free trial" } },
  { id: "quote00001", type: "testimonials", hidden: false, values: { ...section("What our clients say"), topic: "mobile-development" } },
  { id: "quote00002", type: "testimonials", hidden: false, values: { ...section("Nobody has said anything yet"), topic: "web-development" } },
];
const by = { by: { userId: null }, role: "editor" as const, override: false, renderHtml };

/** The first element `<tag ...>` after `marker`, with everything in it (elements of that tag may nest). */
function elementAfter(html: string, marker: string, tag: string): string {
  const start = html.indexOf(`<${tag}`, html.indexOf(marker));
  let depth = 0;
  const pattern = new RegExp(`<${tag}[\\s>]|</${tag}>`, "g");
  pattern.lastIndex = start;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    depth += match[0].startsWith("</") ? -1 : 1;
    if (depth === 0) return html.slice(start, match.index + match[0].length);
  }
  throw new Error(`no <${tag}> after ${marker}`);
}

it("renders a published page of the marketing blocks with the service pages' markup and the collections' plans and testimonials", async () => {
  const saved = await savePage(app.services, { ...by, id: "new", intent: "publish", form: { path: "/apps-for-clinics", title: "Apps for clinics", description: "", blocks } });
  if (!saved.ok) throw new Error(`${saved.message} ${JSON.stringify(saved.fieldErrors)}`);
  const html = await (await app.fetch("/apps-for-clinics")).text();
  const main = html.match(/<main[\s\S]*<\/main>/)![0];

  // Process steps: the web development page's own list, byte for byte, from the same steps.
  const servicePage = await (await app.fetch("/services/web-development")).text();
  expect(elementAfter(main, 'id="section-steps00001"', "ol")).toBe(elementAfter(servicePage, 'id="process"', "ol"));
  expect(main).toContain('<section id="section-steps00001" aria-labelledby="section-steps00001-title" class="bg-slate-50 py-16 sm:py-24 ">');

  // Feature grid: icon cards in four columns.
  expect(elementAfter(main, 'id="section-grid000001"', "ul")).toContain("lg:grid-cols-4");
  expect(main).toContain("Performance First");
  // Technologies: a mark where one was chosen, the initials otherwise.
  expect(main).toContain(`d="${technologyMarks.react.path}"`);
  expect(elementAfter(main, 'id="section-tech000001"', "ul")).toMatch(/data-icon-placeholder="" aria-hidden="true"[^>]*>AWS</);

  // Pricing: the plans of the pricing-plans collection, as the custom software page shows them.
  const customSoftware = await (await app.fetch("/services/custom-software")).text();
  expect(elementAfter(main, 'id="section-price00001"', "article")).toBe(elementAfter(customSoftware, 'id="pricing"', "article"));
  for (const text of ["Pay Monthly", "Pay Yearly", "7-day free trial"]) expect(main).toContain(text);

  // Testimonials: the collection's quote about mobile development (seeded by migration 0040); none about web development, no section.
  expect(main).toContain("Neha Kulkarni");
  expect(main).toContain("Head of Product, a Pune-based home-services company");
  expect(main).not.toContain("Nobody has said anything yet");
});

it("refuses a marketing block with a bad field, with the message on its input, and stores nothing", async () => {
  const bad: BlockFormState = { id: "grid000002", type: "featureGrid", hidden: false, values: { ...section("Cards"), "cards.0.title": "No icon", "cards.0.text": "x" } };
  const refused = await savePage(app.services, { ...by, id: "new", intent: "save", form: { path: "/bad-cards", title: "Bad", description: "", blocks: [bad] } });
  expect(refused.ok).toBe(false);
  expect(!refused.ok && refused.fieldErrors).toEqual({ "block.grid000002.cards.0.icon": "Icon 1 is required." });
  expect(await app.database.db.selectFrom("pages").select("id").where("path", "=", "/bad-cards").execute()).toEqual([]);
});

/** The editor's form as the browser posts it. */
function previewForm(pairs: Array<[string, string]>, cookie?: string) {
  return app.fetch("/admin/pages/preview", {
    method: "POST",
    redirect: "manual",
    headers: { Origin: app.url, "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
    body: new URLSearchParams(pairs).toString(),
  });
}

it("previews unsaved changes as the page in the site's frame, lists blocks it cannot show yet, and stores nothing", async () => {
  const before = await app.database.db.selectFrom("pages").select(["id", "version"]).execute();
  const response = await previewForm(
    [
      ["path", "/apps-for-clinics"],
      ["title", "Apps for clinics"],
      ["description", ""],
      ["block", "hero000001"],
      ["block.hero000001.type", "hero"],
      ["block.hero000001.heading", "Unsaved heading"],
      ["block", "steps00002"],
      ["block.steps00002.type", "processSteps"],
      ["block.steps00002.heading", "How we work"],
      ["block.steps00002.steps.0.title", "Listen"],
      ["block.steps00002.steps.0.text", "An unsaved step."],
      ["block", "grid000003"],
      ["block.grid000003.type", "featureGrid"],
      ["block.grid000003.heading", ""],
      ["block", "hidden0001"],
      ["block.hidden0001.type", "richText"],
      ["block.hidden0001.hidden", "on"],
      ["block.hidden0001.body", "<p>Hidden text</p>"],
    ],
    editor,
  );
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toContain("no-store");
  const html = await response.text();
  const main = html.match(/<main[\s\S]*<\/main>/)![0];
  expect(main.match(/<h1[^>]*>([^<]*)<\/h1>/)![1]).toBe("Unsaved heading");
  expect(main).toContain("An unsaved step.");
  expect(main).toContain("Not shown until their fields are fixed: 3. Feature grid.");
  expect(main).not.toContain("Hidden text");
  // The site's own header and footer around it, as visitors get the page.
  expect(html).toMatch(/<header[\s\S]*<\/header>/);
  expect(html).toMatch(/<footer[\s\S]*<\/footer>/);
  expect(html).toContain('<meta name="robots" content="noindex');
  expect(await app.database.db.selectFrom("pages").select(["id", "version"]).execute()).toEqual(before);
  // The public page still shows what was saved.
  expect(await (await app.fetch("/apps-for-clinics")).text()).not.toContain("Unsaved heading");
});

it("previews only for those who edit pages", async () => {
  const pairs: Array<[string, string]> = [["path", "/x"], ["title", "X"], ["description", ""]];
  const anonymous = await previewForm(pairs);
  expect(anonymous.status).toBe(302);
  expect(anonymous.headers.get("location")).toMatch(/^\/login/);
  const author = await previewForm(pairs, await roleCookie(app, "author"));
  expect(author.status).toBe(302);
  expect(author.headers.get("location")).toBe("/admin");
});

it("draws a service heading and a closing call to action with the service pages' own markup, byte for byte", async () => {
  const { hero, closing } = customSoftwarePage;
  const actions = (list: typeof hero.actions) => ({ buttonLabel: list[0]!.label, buttonLink: list[0]!.to, secondButtonLabel: list[1]?.label ?? "", secondButtonLink: list[1]?.to ?? "" });
  const serviceBlocks: BlockFormState[] = [
    {
      id: "svchero001",
      type: "serviceHero",
      hidden: false,
      values: { badge: "", eyebrow: hero.eyebrow, heading: hero.title, intro: hero.intro, ...actions(hero.actions), highlights: hero.highlights!.join("\n"), illustration: hero.image!.src },
    },
    { id: "closing001", type: "closing", hidden: false, values: { heading: closing.title, text: closing.text, ...actions(closing.actions), anchor: "closing" } },
  ];
  const saved = await savePage(app.services, { ...by, id: "new", intent: "publish", form: { path: "/gym-software", title: "Gym software", description: "", blocks: serviceBlocks } });
  if (!saved.ok) throw new Error(`${saved.message} ${JSON.stringify(saved.fieldErrors)}`);
  const main = (await (await app.fetch("/gym-software")).text()).match(/<main[\s\S]*<\/main>/)![0];
  const servicePage = await (await app.fetch("/services/custom-software")).text();
  expect(elementAfter(main, "<main", "section")).toBe(elementAfter(servicePage, "<main", "section"));
  expect(elementAfter(main, 'aria-labelledby="closing-title"', "div")).toBe(elementAfter(servicePage, 'aria-labelledby="closing-title"', "div"));
  expect(main).toContain('<section aria-labelledby="closing-title"');
  expect(main.match(/<h1[^>]*>([^<]*)<\/h1>/)![1]).toBe(hero.title);
});

it("refuses a second button's text without its link, a malformed anchor and an anchor used twice, with the message on each input", async () => {
  const section = { eyebrow: "", heading: "Steps", intro: "", background: "", "steps.0.title": "One", "steps.0.text": "First." };
  const blocks: BlockFormState[] = [
    { id: "closing002", type: "closing", hidden: false, values: { heading: "Talk to us", text: "We answer within a day.", buttonLabel: "Contact", buttonLink: "/contact", secondButtonLabel: "Projects", secondButtonLink: "", anchor: "Closing Band" } },
    { id: "steps00003", type: "processSteps", hidden: false, values: { ...section, anchor: "process" } },
    { id: "steps00004", type: "processSteps", hidden: false, values: { ...section, anchor: "process" } },
  ];
  const form = { path: "/bad-buttons", title: "Bad buttons", description: "", blocks };
  const refused = await savePage(app.services, { ...by, id: "new", intent: "save", form });
  expect(!refused.ok && refused.fieldErrors).toEqual({
    "block.closing002.secondButtonLink": "Second button link is required when Second button text is filled in.",
    "block.closing002.anchor": "Anchor: one word of lower-case letters, digits and hyphens, starting with a letter (e.g. pricing).",
    "block.steps00004.anchor": "Anchor: another block of this page is already #process. Choose another one.",
  });
  expect(await app.database.db.selectFrom("pages").select("id").where("path", "=", "/bad-buttons").execute()).toEqual([]);
});

/**
 * Valid HTML on every page (issue 14), checked by the Nu Html Checker in one Java process:
 * - the production server's HTML for each public page, a job page, a post, the 404 pages, every admin page, and
 *   the states a page renders on the server after a form is posted without JavaScript (errors, thanks screens);
 * - the document as the browser holds it with each dialog open (the dialogs exist only on the client): a
 *   position's details, Apply Now (empty, after a submit with errors, sent), the admin's position form, and every
 *   delete confirmation.
 * Any error fails the test with its page or dialog and position. Needs `npm run build`, Java
 * (tests/support/html-validator.ts says how) and Chromium.
 */
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueUnsubscribeToken } from "~/modules/newsletter/newsletter-token.server";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD, issueFormToken } from "~/modules/security/spam.server";
import { cookieFrom, logInAs, postForm, type HttpClient } from "../support/auth";
import { launchBrowser, newContext, waitForHydration, waitOutMinimumFillTime, type Browser, type Locator, type Page } from "../support/browser";
import { fillApplication, fixtures, pdfBytes } from "../support/careers";
import { findJava, formatHtmlErrors, validateHtml, type CheckedPage } from "../support/html-validator";
import { hindiSampleRoutes, marketingRoutes } from "../support/marketing-routes";
import { startServer, type RunningServer } from "../support/server";
import { TEST_SECRET } from "../support/submissions";
import { imageBytes, svgWithScript } from "../support/media";
import { publishHindiTranslation } from "../support/blog";
import { SoftwarePasskey } from "../support/software-passkey";

let server: RunningServer;
let browser: Browser;
let client: HttpClient;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { SESSION_SECRET: TEST_SECRET } }), launchBrowser()]);
  client = { url: server.url, fetch: (pathname, init) => fetch(`${server.url}${pathname}`, { redirect: "manual", ...init }) };
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A form token issued 10 s ago: the spam checks take the post for a person's. */
const formToken = () => issueFormToken(TEST_SECRET, Date.now() - 10_000);
const spamFields = (honeypot = "") => ({ [FORM_TOKEN_FIELD]: formToken(), [HONEYPOT_FIELD]: honeypot });

/** The application form's fields as the job page posts them (multipart, with or without a resume). */
function applicationForm(positionId: number, fields: Record<string, string>, withResume: boolean): FormData {
  const form = new FormData();
  const all = { name: "Asha Rao", email: "asha@example.com", phone: "+91 98765 43210", experience: "4", positionId: String(positionId), ...spamFields(), ...fields };
  for (const [key, value] of Object.entries(all)) form.append(key, value);
  if (withResume) form.append("resume", new Blob([new Uint8Array(pdfBytes())], { type: "application/pdf" }), "asha-rao.pdf");
  return form;
}

interface Sample {
  position: { id: number; slug: string; title: string };
  post: { id: number; slug: string; title: string; category: string };
  /** The admin's session cookie. */
  admin: string;
  applicationId: string;
}

describe("HTML validity", () => {
  it("finds no Nu Html Checker error on any page, server-rendered state or open dialog", async () => {
    // Before anything else: without Java the test fails here, saying how to install it.
    findJava();
    const served = await serverRenderedPages();
    expect(served.unexpected, "pages that answered another status than expected").toEqual([]);
    const dialogs = await openDialogs(served.sample);

    // A page with a known error proves the checker looked at the files (and that a miss would be reported).
    const canary = "<!doctype html><html lang=en><title>canary</title><dl><div><svg></svg><dt>a</dt><dd>b</dd></div></dl>";
    const errors = await validateHtml([...served.pages, ...dialogs, { label: "canary", html: canary }]);
    expect(errors.filter((error) => error.page === "canary").length, "the checker reports the canary page's error").toBeGreaterThan(0);
    expect(formatHtmlErrors(errors.filter((error) => error.page !== "canary")), "Nu Html Checker errors (page line:column message)").toEqual([]);
  }, 240_000);
});

/** The server's HTML for every page and every state a form post renders, fetched without a browser. */
async function serverRenderedPages(): Promise<{ pages: CheckedPage[]; unexpected: string[]; sample: Sample }> {
  const pages: CheckedPage[] = [];
  const unexpected: string[] = [];
  /** Fetches a page and keeps its HTML; the status must be the expected one (no redirect slips through). */
  async function collect(label: string, pathname: string, options: { status?: number; cookie?: string; init?: RequestInit } = {}) {
    const response = await client.fetch(pathname, {
      ...options.init,
      headers: { ...(options.cookie ? { Cookie: options.cookie } : {}), ...options.init?.headers },
    });
    const html = await response.text();
    const answer = `${response.status} ${response.headers.get("content-type")}`;
    if (answer !== `${options.status ?? 200} text/html; charset=utf-8`) unexpected.push(`${label}: ${answer} ${response.headers.get("location") ?? ""}`);
    pages.push({ label, html });
    return html;
  }
  const get = (pathname: string, options: { status?: number; cookie?: string; as?: string } = {}) =>
    collect(`GET ${pathname}${options.as ? ` (${options.as})` : ""}`, pathname, options);
  const post = (pathname: string, state: string, body: URLSearchParams | FormData, options: { status?: number; cookie?: string } = {}) =>
    collect(`POST ${pathname} (${state})`, pathname, { ...options, init: { method: "POST", headers: { Origin: server.url }, body } });

  const positions = (await (await client.fetch("/api/positions")).json()) as Array<Sample["position"]>;
  const posts = (await (await client.fetch("/api/blogs")).json()) as Array<Sample["post"]>;
  const position = positions[0]!;
  const postItem = posts[0]!;
  expect(position && postItem, "sample positions and posts").toBeTruthy();

  // Submissions, so the admin's inboxes, spam folders and outbox have rows to render.
  expect((await client.fetch("/api/careers/apply", { method: "POST", headers: { Origin: server.url }, body: applicationForm(position.id, {}, true) })).status).toBe(201);
  const spamApplication = applicationForm(position.id, { name: "Spam Bot", [HONEYPOT_FIELD]: "https://spam.example" }, true);
  expect((await client.fetch("/api/careers/apply", { method: "POST", headers: { Origin: server.url }, body: spamApplication })).status).toBe(201);
  const contact = { variant: "subject", name: "Ravi Kumar", email: "ravi@client.example", subject: "Custom Software", message: "We need a CRM." };

  // Public pages.
  for (const route of [...marketingRoutes, ...hindiSampleRoutes]) await get(route);
  await get("/hi/no-such-page", { status: 404 });
  await get("/careers");
  await get(`/careers/${position.slug}`);
  await get(`/careers/${position.slug}?applied=1`, { as: "thanks screen" });
  await get("/careers/no-such-position", { status: 404 });
  // Issue 35: the careers pages in Hindi (an English position under the Hindi frame, and the sample Hindi one).
  await get("/hi/careers");
  await get(`/hi/careers/${position.slug}`);
  await get(`/hi/careers/${encodeURIComponent("एम्बेडेड-सिस्टम्स-इंटर्न")}`);
  await get(`/hi/careers/${position.slug}?applied=1`, { as: "thanks screen" });
  await get("/blog");
  await get(`/blog?category=${encodeURIComponent(postItem.category)}`);
  await get(`/blog/${postItem.slug}`);
  await get("/blog/no-such-post", { status: 404 });
  await get("/search");
  await get(`/search?q=${encodeURIComponent(postItem.title.split(" ")[0]!)}`, { as: "search results" });
  await get("/search?q=qwxyzzy", { as: "search without results" });
  await get("/newsletter");
  await get("/newsletter/confirm?token=not-a-token", { status: 400 });
  await get("/newsletter/unsubscribe?token=not-a-token", { status: 400 });
  await get("/login");
  await get("/signup");
  await get("/no-such-page", { status: 404 });

  // What a form posted without JavaScript renders: errors, the sent and subscribed states.
  await post(`/careers/${position.slug}`, "errors", applicationForm(position.id, { email: "not-an-email", experience: "" }, false), { status: 400 });
  await post(`/hi/careers/${position.slug}`, "errors", applicationForm(position.id, { email: "not-an-email", experience: "" }, false), { status: 400 });
  await post("/contact", "missing fields", new URLSearchParams({ ...contact, message: "", ...spamFields() }), { status: 400 });
  await post("/contact", "sent", new URLSearchParams({ ...contact, ...spamFields() }));
  await post("/contact", "spam, answered as sent", new URLSearchParams({ ...contact, name: "Spam Bot", ...spamFields("https://spam.example") }));
  await post("/newsletter", "invalid email", new URLSearchParams({ email: "nope", ...spamFields() }), { status: 400 });
  await post("/newsletter", "subscribed", new URLSearchParams({ email: "reader@client.example", ...spamFields() }));
  // A form sent within 3 s is asked to be sent again only from an address that has signed up several people (issue 32).
  for (let i = 0; i < 5; i += 1) await postForm(client, "/newsletter", { email: `colleague${i}@client.example`, ...spamFields() });
  const tooFast = { [FORM_TOKEN_FIELD]: issueFormToken(TEST_SECRET, Date.now()), [HONEYPOT_FIELD]: "" };
  await post("/newsletter", "send again", new URLSearchParams({ email: "quick@client.example", ...tooFast }), { status: 400 });
  await post("/newsletter", "spam, answered as subscribed", new URLSearchParams({ email: "bot@spam.example", ...spamFields("https://spam.example") }));
  // The unsubscribe link's page (it asks) and what its button answers; the first sign-up above is subscriber 1.
  const unsubscribeToken = issueUnsubscribeToken(TEST_SECRET, { id: 1, email: "reader@client.example" });
  await get(`/newsletter/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}`, { as: "asks" });
  await get(`/hi/newsletter/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}`, { as: "asks" });
  await post(`/newsletter/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}`, "unsubscribed", new URLSearchParams({ token: unsubscribeToken }));
  // The same pages in Hindi (decision 0045): the form's answers, and each state of its links' pages.
  await get("/hi/newsletter");
  await post("/hi/newsletter", "invalid email", new URLSearchParams({ email: "nope", ...spamFields() }), { status: 400 });
  await post("/hi/newsletter", "subscribed", new URLSearchParams({ email: "pathak@client.example", ...spamFields() }));
  await get("/hi/newsletter/confirm?token=not-a-token", { status: 400 });
  await get("/hi/newsletter/unsubscribe?token=not-a-token", { status: 400 });
  await get(`/hi/newsletter/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}`, { as: "already unsubscribed" });
  await post("/login", "wrong password", new URLSearchParams({ email: "admin@example.com", password: "wrong-password" }), { status: 401 });
  await post("/signup", "passwords differ", new URLSearchParams({ name: "Reader", email: "r@client.example", password: "reader-pass", confirmPassword: "other-pass" }), { status: 400 });

  // A signed-in reader: the header's email and Logout.
  const signup = await postForm(client, "/signup", { name: "Reader", email: "reader@test.example", password: "reader-pass", confirmPassword: "reader-pass" });
  expect(signup.status).toBe(302);
  await get("/blog", { cookie: cookieFrom(signup), as: "signed-in reader" });

  // The admin: header, admin controls on public pages, every admin page, and the editors.
  const admin = await logInAs(client, "admin@example.com", "admin-password");
  await get("/", { cookie: admin, as: "admin" });
  await get("/careers", { cookie: admin, as: "admin" });
  await get("/blog", { cookie: admin, as: "admin" });
  await get(`/blog/${postItem.slug}`, { cookie: admin, as: "admin" });
  await get("/admin", { cookie: admin });
  await get("/admin/posts", { cookie: admin });
  await get("/admin/messages", { cookie: admin });
  await get("/admin/messages?view=spam", { cookie: admin });
  await get("/admin/subscribers", { cookie: admin });
  await get("/admin/subscribers?view=spam", { cookie: admin });
  await get("/admin/outbox", { cookie: admin });
  await get("/admin/newsletter", { cookie: admin });
  await get("/newsletter/archive");
  await get("/hi/newsletter/archive");
  const inbox = await get("/admin/applications", { cookie: admin });
  const spamFolder = await get("/admin/applications?view=spam", { cookie: admin });
  const applicationId = /href="\/admin\/applications\/(\d+)"/.exec(inbox)?.[1];
  const spamApplicationId = /href="\/admin\/applications\/(\d+)"/.exec(spamFolder)?.[1];
  expect([applicationId, spamApplicationId].every(Boolean), "an application in the inbox and one in the spam folder").toBe(true);
  await get(`/admin/applications/${applicationId}`, { cookie: admin });
  await get(`/admin/applications/${spamApplicationId}`, { cookie: admin, as: "spam" });
  await post(`/admin/applications/${applicationId}`, "status saved", new URLSearchParams({ intent: "status", status: "reviewing" }), { cookie: admin });
  await get("/admin/applications/999999", { cookie: admin, status: 404 });
  // The hiring pipeline: the board, a note, a rating and a mail to the candidate as the page shows them after.
  await get("/admin/applications?layout=board", { cookie: admin });
  await post(`/admin/applications/${applicationId}`, "note added", new URLSearchParams({ intent: "note", body: "Strong portfolio." }), { cookie: admin });
  await post(`/admin/applications/${applicationId}`, "rated", new URLSearchParams({ intent: "rating", rating: "4" }), { cookie: admin });
  await post(`/admin/applications/${applicationId}`, "mail with errors", new URLSearchParams({ intent: "email", subject: "", text: "" }), { cookie: admin, status: 400 });
  // Personal data: the empty page, a lookup with results, one with nothing, and a bad address.
  await get("/admin/privacy", { cookie: admin });
  await post("/admin/privacy", "lookup", new URLSearchParams({ intent: "lookup", email: "asha@example.com" }), { cookie: admin });
  await post("/admin/privacy", "nothing stored", new URLSearchParams({ intent: "lookup", email: "nobody@example.com" }), { cookie: admin });
  await post("/admin/privacy", "invalid address", new URLSearchParams({ intent: "lookup", email: "nope" }), { cookie: admin, status: 400 });
  // A closed position: its page for visitors, and the admin's list of closed positions.
  // An English one: a Hindi translation's English address leads to its open English original (decision 0051).
  const closing = (positions as Array<Sample["position"] & { language?: string }>).filter((position) => position.language === "en")[1]!;
  await post("/careers", "position closed", new URLSearchParams({ intent: "close", id: String(closing.id) }), { cookie: admin });
  await get(`/careers/${closing.slug}`, { as: "closed position" });
  await get("/careers", { cookie: admin, as: "admin, with a closed position" });
  await get("/blog/create", { cookie: admin });
  await post("/blog/create", "missing fields", new URLSearchParams({ title: "Only a title" }), { cookie: admin, status: 400 });
  await get(`/blog/edit/${postItem.id}`, { cookie: admin });
  await post(`/blog/edit/${postItem.id}`, "missing fields", new URLSearchParams({ title: "" }), { cookie: admin, status: 400 });
  await get("/blog/edit/999999", { cookie: admin, status: 404 });
  // The blog in Hindi (issue 35): the list, a post with a code block, its Post Not Found, the translation's editor.
  const hindi = await publishHindiTranslation(client, admin, postItem.id);
  await get("/hi/blog");
  await get(hindi.path, { as: "a Hindi post" });
  await get("/hi/blog/no-such-post", { status: 404 });
  await get(`/blog/edit/${hindi.id}`, { cookie: admin, as: "a Hindi translation's editor" });

  // Content collections (issue 34): the team's list, a member's form, a refused one, the site settings and a refused save.
  const team = await get("/admin/content/team", { cookie: admin });
  const memberId = /href="\/admin\/content\/team\/(\d+)"/.exec(team)?.[1];
  await get(`/admin/content/team/${memberId}`, { cookie: admin });
  await post("/admin/content/team/new", "missing fields", new URLSearchParams({ name: "", "social.linkedin": "linkedin" }), { cookie: admin, status: 400 });
  await get("/admin/content/settings", { cookie: admin });
  await post("/admin/content/settings", "bad email", new URLSearchParams({ email: "nope" }), { cookie: admin, status: 400 });
  // Their Hindi forms (issue 35, decision 0060): a member's, one refused (too long), the settings', a pricing plan's (lines).
  await get(`/admin/content/team/${memberId}?language=hi`, { cookie: admin, as: "a team member's Hindi form" });
  await post(`/admin/content/team/${memberId}?language=hi`, "Hindi too long", new URLSearchParams({ name: "अ".repeat(101) }), { cookie: admin, status: 400 });
  await get("/admin/content/settings?language=hi", { cookie: admin, as: "the site settings' Hindi form" });
  const plans = await get("/admin/content/pricing-plans", { cookie: admin });
  await get(`/admin/content/pricing-plans/${/href="\/admin\/content\/pricing-plans\/(\d+)"/.exec(plans)?.[1]}?language=hi`, { cookie: admin, as: "a pricing plan's Hindi form" });

  // Pages of blocks (decision 0039): the list (the seeded legal pages), the terms' editor, a new page's editor with one of each block type added (unsaved),
  // and a refused save with every message.
  const pagesList = await get("/admin/pages", { cookie: admin });
  const termsLink = [...pagesList.matchAll(/<a [^>]*>/g)].map((tag) => tag[0]).find((tag) => tag.includes('aria-label="Edit Terms of Service"'));
  await get(`/admin/pages/${/href="\/admin\/pages\/(\d+)"/.exec(termsLink ?? "")?.[1]}`, { cookie: admin });
  await get("/admin/pages/new", { cookie: admin });
  // A service page's editor (decision 0052): every service block type filled in as the seed stored it.
  const crmLink = [...pagesList.matchAll(/<a [^>]*>/g)].map((tag) => tag[0]).find((tag) => tag.includes('aria-label="Edit Gym Management CRM"'));
  await get(`/admin/pages/${/href="\/admin\/pages\/(\d+)"/.exec(crmLink ?? "")?.[1]}`, { cookie: admin, as: "a service page's editor" });
  // What lacks a translation (issue 35, decisions 0053 and 0055): the overview, its lists (the pages' two: without a
  // Hindi version, read in Hindi through their blocks), a refused Translate, and a page translation's editor with the
  // original beside it.
  await get("/admin/translations", { cookie: admin });
  await get("/admin/translations?kind=pages", { cookie: admin, as: "pages: untranslated, and read through their blocks" });
  await get("/admin/translations?kind=posts", { cookie: admin });
  await post("/admin/translations", "refused: no document chosen", new URLSearchParams({ intent: "translate", language: "hi", kind: "pages" }), { cookie: admin, status: 400 });
  const crmId = /href="\/admin\/pages\/(\d+)"/.exec(crmLink ?? "")?.[1] ?? "";
  const translated = await postForm(client, "/admin/translations", { intent: "translate", language: "hi", kind: "pages", id: crmId }, { Cookie: admin });
  expect(translated.status, "Translate from the overview").toBe(303);
  await get(translated.headers.get("location")!, { cookie: admin, as: "a page translation's editor, the original beside it" });
  const everyBlock = new URLSearchParams([["title", "Working with us"], ["description", ""]]);
  for (const [id, type] of [["hero000001", "hero"], ["text000001", "richText"], ["cta0000001", "callToAction"], ["faq0000001", "faq"], ["image00001", "image"], ["grid000001", "featureGrid"], ["steps00001", "processSteps"], ["tech000001", "technologyList"], ["price00001", "pricingTable"], ["quote00001", "testimonials"], ["svchero001", "serviceHero"], ["check00001", "checklist"], ["figure0001", "figures"], ["story00001", "stories"], ["related001", "relatedServices"], ["closing001", "closing"]]) {
    everyBlock.append("block", id!);
    everyBlock.append(`block.${id}.type`, type!);
  }
  await post("/admin/pages/new", "a block of each type, unsaved", new URLSearchParams([["path", "/working-with-us"], ...everyBlock, ["intent", "block:remove:faq0000001"]]), { cookie: admin });
  await post("/admin/pages/new", "refused: reserved path, empty blocks", new URLSearchParams([...everyBlock, ["path", "/admin"], ["intent", "publish"]]), { cookie: admin, status: 400 });
  // A scheduled page's editor with History comparing its first save (decision 0043): saved twice, blocks swapped.
  const twoBlocks = (first: string, second: string) => [first, second].flatMap((id): Array<[string, string]> => [["block", id], [`block.${id}.type`, "richText"], [`block.${id}.body`, `<p>Text of ${id}.</p>`]]);
  const scheduledPage = (version: string[], order: [string, string]) =>
    client.fetch(version.length ? editorOfScheduled : "/admin/pages/new", {
      method: "POST",
      headers: { Origin: server.url, Cookie: admin },
      redirect: "manual",
      body: new URLSearchParams([["path", "/schedule-check"], ["title", "Schedule check"], ["description", ""], ["block", "hero000001"], ["block.hero000001.type", "hero"], ["block.hero000001.heading", "Schedule check"], ...twoBlocks(...order), ["publishAt", `${new Date().getUTCFullYear() + 1}-06-15T09:30`], ...version.map((v): [string, string] => ["version", v]), ["intent", version.length ? "save" : "publish"]]),
    });
  let editorOfScheduled = "";
  editorOfScheduled = new URL((await scheduledPage([], ["texta00001", "textb00001"])).headers.get("location") ?? "/", server.url).pathname;
  await scheduledPage(["1"], ["textb00001", "texta00001"]);
  const scheduledEditor = await get(editorOfScheduled, { cookie: admin });
  await get(`${editorOfScheduled}?revision=${/\?revision=(\d+)/.exec(scheduledEditor)?.[1]}`, { cookie: admin, as: "History comparing" });
  // The preview of unsaved changes: the marketing section blocks filled in, the page in the site's frame.
  const marketingBlocks = new URLSearchParams([["path", "/clinic-apps"], ["title", "Clinic apps"], ["description", ""]]);
  for (const [name, value] of [
    ["block", "hero000001"], ["block.hero000001.type", "hero"], ["block.hero000001.heading", "Clinic apps"],
    ["block", "grid000001"], ["block.grid000001.type", "featureGrid"], ["block.grid000001.heading", "What you get"], ["block.grid000001.cards.0.icon", "gauge"], ["block.grid000001.cards.0.title", "Fast"], ["block.grid000001.cards.0.text", "Quick pages."],
    ["block", "steps00001"], ["block.steps00001.type", "processSteps"], ["block.steps00001.heading", "How we work"], ["block.steps00001.background", "muted"], ["block.steps00001.steps.0.title", "Listen"], ["block.steps00001.steps.0.text", "We ask first."],
    ["block", "tech000001"], ["block.tech000001.type", "technologyList"], ["block.tech000001.heading", "Stack"], ["block.tech000001.items.0.name", "React"], ["block.tech000001.items.0.mark", "react"], ["block.tech000001.items.1.name", "Amazon Web Services"],
    ["block", "price00001"], ["block.price00001.type", "pricingTable"], ["block.price00001.heading", "Pricing"], ["block.price00001.badges.0.icon", "timer"], ["block.price00001.badges.0.label", "7-day free trial"],
    ["block", "quote00001"], ["block.quote00001.type", "testimonials"], ["block.quote00001.heading", "What our clients say"], ["block.quote00001.topic", "voice-chat"],
    ["block", "quote00002"], ["block.quote00002.type", "testimonials"], ["block.quote00002.heading", ""],
  ] as const) marketingBlocks.append(name, value);
  await post("/admin/pages/preview", "the marketing blocks, one not shown", marketingBlocks, { cookie: admin });

  // The media library: empty, after a plain multi-file upload, a refused SVG, and a delete refused for an image in use.
  await get("/admin/media", { cookie: admin, as: "empty" });
  const images = new FormData();
  images.append("files", new Blob([new Uint8Array(await imageBytes("jpeg", 1800, 1200))], { type: "image/jpeg" }), "harbour.jpg");
  images.append("files", new Blob([new Uint8Array(await imageBytes("png", 600, 400))], { type: "image/png" }), "diagram.png");
  await post("/admin/media", "two images uploaded", images, { cookie: admin, status: 201 });
  const svg = new FormData();
  svg.append("files", new Blob([new Uint8Array(svgWithScript)], { type: "image/svg+xml" }), "logo.svg");
  await post("/admin/media", "SVG refused", svg, { cookie: admin, status: 415 });
  const library = (await (await client.fetch("/admin/media.json", { headers: { Cookie: admin } })).json()) as { items: Array<{ id: string; url: string; width: number; height: number }> };
  const [harbour, diagram] = library.items.length === 2 ? [library.items.find((item) => item.url.endsWith(".jpg"))!, library.items.find((item) => item.url.endsWith(".png"))!] : [];
  const illustrated = await client.fetch("/api/blogs", {
    method: "POST",
    headers: { Origin: server.url, Cookie: admin, "Content-Type": "application/json" },
    body: JSON.stringify({
      title: "Illustrated From The Library",
      excerpt: "Cover and body images from the media library.",
      category: "Engineering",
      image: harbour!.url,
      content: `<p>Before.</p><img src="${diagram!.url}" alt="A diagram" width="${diagram!.width}" height="${diagram!.height}"><p>After.</p>`,
      tags: "media",
    }),
  });
  expect(illustrated.status).toBe(201);
  await get("/admin/media", { cookie: admin, as: "with images, one in use" });
  await post("/admin/media", "delete refused, in use", new URLSearchParams({ intent: "delete", id: diagram!.id }), { cookie: admin, status: 409 });
  await get("/blog/illustrated-from-the-library", { as: "library images as <picture>" });
  await get("/blog", { as: "a library cover on a card" });

  // Publishing as a team (issue 18): users, review queue, scheduled list, profile, author page, history and a conflict.
  await get("/admin/users", { cookie: admin });
  // Invitations (issue 33): sent, refused, listed; and the page of a link that does not work.
  await post("/admin/users", "invitation sent", new URLSearchParams({ intent: "invite", email: "new.editor@client.example", role: "editor" }), { cookie: admin });
  await post("/admin/users", "invitation refused", new URLSearchParams({ intent: "invite", email: "nope", role: "editor" }), { cookie: admin, status: 400 });
  await get("/admin/users", { cookie: admin, as: "with an invitation" });
  await get("/invitation?token=not-a-token", { status: 410 });
  // The page behind a live link (the password form, and the passkey option the browser shows), and a refused submit.
  const invitationMail = new SQLite(path.join(server.dataDir, "site.sqlite"), { readonly: true });
  const { text_body: invitationText } = invitationMail.prepare("SELECT text_body FROM mail_outbox WHERE kind = 'invitation' ORDER BY id DESC").get() as { text_body: string };
  invitationMail.close();
  const invitationToken = /\/invitation\?token=([A-Za-z0-9_-]+)/.exec(invitationText)![1]!;
  await get(`/invitation?token=${invitationToken}`, { as: "pending" });
  // The rest of issue 33's screens: the audit log, the account page, the password reset's pages.
  await get("/admin/audit", { cookie: admin });
  await get("/account", { cookie: admin });
  await get("/forgot-password");
  await post("/forgot-password", "link asked for", new URLSearchParams({ email: "nobody@client.example" }));
  await get("/reset-password?token=not-a-token", { status: 410 });
  await get("/account/deleted");
  await post(`/invitation?token=${invitationToken}`, "password too short", new URLSearchParams({ token: invitationToken, name: "New Editor", password: "short-pass", confirmPassword: "short-pass" }), { status: 400 });
  await get("/admin/users?q=nobody-matches", { cookie: admin, as: "no match" });
  await get("/admin/review", { cookie: admin });
  await get("/admin/scheduled", { cookie: admin });

  // The accessibility check (issue 34): a publish refused with the findings listed, and the report with findings.
  const withoutAlt = { title: "Without Alt Text", excerpt: "An image without alt.", category: "Testing", image: "/images/blog/fast-websites.svg", content: '<p>Hi</p><img src="/images/blog/fast-websites.svg"><p><a href="https://example.com">here</a></p>', tags: "a11y" };
  await post("/blog/create", "accessibility errors", new URLSearchParams({ ...withoutAlt, status: "published" }), { cookie: admin, status: 400 });
  const reported = await client.fetch("/api/blogs", { method: "POST", headers: { Origin: server.url, Cookie: admin, "Content-Type": "application/json" }, body: JSON.stringify(withoutAlt) });
  expect(reported.status).toBe(201);
  await get("/admin/accessibility", { cookie: admin });
  await get("/admin/profile", { cookie: admin });
  await post("/admin/profile", "bio too long", new URLSearchParams({ name: "Administrator", bio: "x".repeat(501) }), { cookie: admin, status: 400 });
  const teamPost = (await (
    await client.fetch("/api/blogs", {
      method: "POST",
      headers: { Origin: server.url, Cookie: admin, "Content-Type": "application/json" },
      body: JSON.stringify({ title: "Team Post", excerpt: "E.", category: "Testing", image: "/images/blog/fast-websites.svg", content: "<p>One.</p>" }),
    })
  ).json()) as { id: number; slug: string };
  const teamFields = { title: "Team Post", excerpt: "E.", category: "Testing", image: "/images/blog/fast-websites.svg", content: "<p>Two.</p>", status: "published" };
  expect((await client.fetch(`/blog/edit/${teamPost.id}`, { method: "POST", headers: { Origin: server.url, Cookie: admin }, body: new URLSearchParams({ ...teamFields, version: "1" }), redirect: "manual" })).status).toBe(303);
  await post(`/blog/edit/${teamPost.id}`, "edit conflict", new URLSearchParams({ ...teamFields, content: "<p>Three.</p>", version: "1" }), { cookie: admin, status: 409 });
  const history = await get(`/blog/edit/${teamPost.id}`, { cookie: admin, as: "history" });
  const revisionId = /[?&]revision=(\d+)/.exec(history)?.[1];
  await get(`/blog/edit/${teamPost.id}?revision=${revisionId}`, { cookie: admin, as: "revision diff" });
  await get("/blog/author/administrator", { as: "author page" });
  await get(`/blog/${teamPost.slug}`, { as: "By line linking the author page" });

  // Two-step sign-in: the set-up page without and with a passkey, and the second step with a passkey as the only
  // factor (a software authenticator answers; last, since the admin's next password sign-in then needs it).
  await get("/account/two-step", { cookie: admin, as: "no passkey" });
  // With the password: the admin signed in well before, and a new factor needs a recent sign-in or it (decision 0046).
  const passkeyOptions = await (await client.fetch("/account/two-step/passkey-options", { method: "POST", headers: { Origin: server.url, Cookie: admin }, body: new URLSearchParams({ currentPassword: "admin-password" }) })).json();
  const passkey = new SoftwarePasskey({ origin: new URL(server.url).origin, rpID: new URL(server.url).hostname });
  await post("/account/two-step", "passkey added", new URLSearchParams({ intent: "passkey-add", name: "Work laptop", response: JSON.stringify(passkey.register(passkeyOptions)) }), { cookie: admin });
  const pending = await postForm(client, "/login", { email: "admin@example.com", password: "admin-password" });
  await get("/login/two-factor", { cookie: cookieFrom(pending), as: "passkey only" });

  const sample = { position, post: postItem, admin, applicationId: applicationId! };
  return { pages, unexpected, sample };
}

/** Keeps the whole document each time a dialog is open on the page, and closes the dialog again. */
function dialogRecorder(page: Page, documents: CheckedPage[]) {
  return {
    async open(pathname: string) {
      await page.goto(pathname);
      await waitForHydration(page);
    },
    async capture(label: string, dialog: Locator) {
      await dialog.waitFor();
      const { pathname, search } = new URL(page.url());
      documents.push({ label: `${pathname}${search} with dialog open: ${label}`, html: await page.content() });
    },
    async close(dialog: Locator) {
      // A click rather than Escape: Radix listens for Escape from an effect, which may lag on a busy machine.
      await dialog.getByRole("button", { name: /^(Close|Cancel)$/ }).first().click();
      await dialog.waitFor({ state: "detached" });
    },
  };
}

/**
 * The document with each dialog open, as Chromium holds it (page.content()): Radix renders dialogs only on the
 * client, into a portal at the end of <body>, so the server's HTML never shows them.
 */
async function openDialogs(sample: Sample): Promise<CheckedPage[]> {
  const documents: CheckedPage[] = [];
  const { position, post } = sample;

  // A visitor on /careers: View Details, then Apply Now empty, after a submit with errors, and sent.
  const { context: visitorContext } = await newContext(browser, server.url);
  try {
    const page = await visitorContext.newPage();
    const { open, capture } = dialogRecorder(page, documents);
    await open("/careers");
    await page.getByRole("link", { name: `View Details: ${position.title}` }).click();
    const details = page.getByRole("dialog", { name: position.title });
    await capture("View Details", details);
    await details.getByRole("button", { name: "Apply Now" }).click();
    const apply = page.getByRole("dialog", { name: `Apply for ${position.title}` });
    await capture("Apply Now", apply);
    await apply.getByRole("button", { name: "Submit Application" }).click();
    await apply.getByText("Please enter your full name.").first().waitFor();
    await capture("Apply Now, submitted with errors", apply);
    await fillApplication(page, "Dialog Applicant", path.join(fixtures, "resume.pdf"));
    await waitOutMinimumFillTime(page);
    await apply.getByRole("button", { name: "Submit Application" }).click();
    await apply.getByRole("heading", { name: "Application Submitted!" }).waitFor();
    await capture("Apply Now, sent", apply);

    // The header's search suggestions, open.
    await open("/");
    await page.locator("#header-search").pressSequentially(post.title.split(" ")[0]!);
    await capture("search suggestions", page.getByRole("listbox", { name: "Suggestions" }));
  } finally {
    await visitorContext.close();
  }

  // The admin (the session the server pages used): the position form and every delete confirmation.
  const { context: adminContext } = await newContext(browser, server.url);
  try {
    const cookies = sample.admin.split("; ").map((pair) => {
      const [name, ...value] = pair.split("=");
      return { name: name!, value: value.join("="), url: server.url };
    });
    await adminContext.addCookies(cookies);
    const page = await adminContext.newPage();
    const { open, capture, close } = dialogRecorder(page, documents);
    const confirmation = page.getByRole("alertdialog");
    /** Opens the page, clicks the (first) matching button and keeps the document with the confirmation open. */
    async function confirmDelete(pathname: string, button: string | RegExp, label: string) {
      await open(pathname);
      await page.getByRole("main").getByRole("button", { name: button }).first().click();
      await capture(label, confirmation);
      await close(confirmation);
    }

    await open("/careers");
    await page.getByRole("button", { name: "Add Position" }).click();
    const addForm = page.getByRole("dialog", { name: "Add Position" });
    await capture("Add Position", addForm);
    await addForm.getByRole("button", { name: "Add Position" }).click();
    await addForm.getByRole("alert").getByText("Please fill out all required fields.").waitFor();
    await capture("Add Position, submitted with errors", addForm);
    await close(addForm);
    await page.getByRole("button", { name: `Edit ${position.title}` }).click();
    const editForm = page.getByRole("dialog", { name: "Edit Position" });
    await capture("Edit Position", editForm);
    await close(editForm);
    // Still on /careers: its delete confirmation without loading the page again.
    await page.getByRole("main").getByRole("button", { name: `Delete ${position.title}` }).first().click();
    await capture("Delete Position", confirmation);
    await close(confirmation);

    await confirmDelete(`/blog/${post.slug}`, "Delete Post", "Delete Post");
    await confirmDelete("/blog", /^Delete /, "Delete a post from the list");
    await confirmDelete(`/admin/applications/${sample.applicationId}`, "Delete Application", "Delete Application");
    await confirmDelete("/admin/applications?view=spam", /^Delete: /, "Delete an application from the spam folder");
    await confirmDelete("/admin/messages", /^Delete: /, "Delete message");
    await confirmDelete("/admin/subscribers", /^Remove: /, "Remove subscriber");
    await confirmDelete("/admin/media", /^Delete /, "Delete an image");

    await open("/admin/privacy");
    await page.getByRole("search").getByRole("textbox", { name: "Email address" }).fill("asha@example.com");
    await page.getByRole("button", { name: "Look up" }).click();
    await page.getByRole("button", { name: "Erase everything" }).click();
    await capture("Erase all personal data", confirmation);
    await close(confirmation);
  } finally {
    await adminContext.close();
  }
  return documents;
}

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactFaqs } from "~/content/faqs";
import { site } from "~/content/site";
import { teamMembers } from "~/content/team";
import { inviteStaffMember } from "~/modules/auth/invitations.server";
import { startTwoFactorEnrolment } from "~/modules/auth/two-factor.server";
import { siteSettingsSeedValues, teamSeedValues } from "~/modules/content/content-seed";
import { startTestApp, type TestApp } from "../support/app";
import { adminCookie, postForm, roleCookie } from "../support/auth";

/**
 * Content collections through HTTP (issue 34): the site settings and the team, edited on their admin pages by the
 * people allowed to, and shown on the next request by the cached pages that show them, static pages included.
 */
let app: TestApp;
let admin: string;
let editor: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = await adminCookie(app);
  editor = await roleCookie(app, "editor");
});
afterAll(() => app.close());

async function page(path: string): Promise<{ html: string; cache: string | null }> {
  const response = await app.fetch(path);
  expect(response.status, path).toBe(200);
  return { html: await response.text(), cache: response.headers.get("x-cache") };
}

describe("site settings", () => {
  it("a corrected phone number shows on the contact page, the legal pages and every footer on the next request", async () => {
    const newPhone = "+91 20 4000 9876";
    // Cached first (the home page is a static page, kept through ordinary content writes).
    for (const path of ["/contact", "/", "/privacy-policy"]) {
      await page(path);
      const again = await page(path);
      expect(again.cache, path).toBe("HIT");
      expect(again.html).toContain(site.phone);
    }

    const saved = await postForm(app, "/admin/content/settings", { ...siteSettingsSeedValues(), phone: newPhone }, { Cookie: admin });
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain("Settings saved.");

    for (const path of ["/contact", "/", "/privacy-policy"]) {
      const { html, cache } = await page(path);
      expect(cache, path).toBe("MISS");
      expect(html, path).toContain(newPhone);
      expect(html, path).toContain(`href="tel:+912040009876"`);
      expect(html, path).not.toContain(site.phone);
    }
    // The structured data on the home page says it too.
    expect((await page("/")).html).toContain(`"telephone":"${newPhone}"`);
  });

  it("a new company name shows in every page's title, the footer's copyright line and the structured data", async () => {
    await page("/about");
    const saved = await postForm(app, "/admin/content/settings", { ...siteSettingsSeedValues(), name: "Vyoma Labs", legalName: "Vyoma Labs LLP" }, { Cookie: admin });
    expect(saved.status).toBe(200);
    const about = (await page("/about")).html;
    expect(about).toContain("<title>About Us | Vyoma Labs</title>");
    expect(about).toContain('<meta property="og:site_name" content="Vyoma Labs"/>');
    expect(about).toContain("Vyoma Labs LLP");
    expect((await page("/")).html).toContain(`"legalName":"Vyoma Labs LLP"`);
    await postForm(app, "/admin/content/settings", siteSettingsSeedValues(), { Cookie: admin });
    expect((await page("/about")).html).toContain(`<title>About Us | ${site.name}</title>`);
  });

  it("a new company name reaches what still read the starting constant: the logo's label, the job posting's and posts' structured data, the blog's feeds and feed links, the newsletter archive", async () => {
    const saved = await postForm(app, "/admin/content/settings", { ...siteSettingsSeedValues(), name: "Vyoma Labs", legalName: "Vyoma Labs LLP", country: "Bharat", countryCode: "IN" }, { Cookie: admin });
    expect(saved.status).toBe(200);
    try {
      const home = (await page("/")).html;
      expect(home).toContain('aria-label="Vyoma Tech – Vyoma Labs, home"');
      expect(home).not.toContain(`aria-label="Vyoma Tech – ${site.name}, home"`);

      const [position] = await app.database.db.selectFrom("positions").select("slug").where("closed_at", "is", null).where("location", "like", "Remote%").orderBy("id").limit(1).execute();
      const job = (await page(`/careers/${position!.slug}`)).html;
      expect(job).toContain('"hiringOrganization":{"@type":"Organization","name":"Vyoma Labs"');
      expect(job).toContain('"applicantLocationRequirements":{"@type":"Country","name":"Bharat"}');
      expect(job).not.toContain(`"name":"${site.name}"`);

      const [post] = await app.database.db.selectFrom("posts").select("slug").where("status", "=", "published").orderBy("id").limit(1).execute();
      for (const path of ["/blog", `/blog/${post!.slug}`]) {
        const html = (await page(path)).html;
        expect(html, path).toContain('title="Vyoma Labs Blog (RSS)"');
        expect(html, path).toContain('title="Vyoma Labs Blog (Atom)"');
      }
      expect((await page(`/blog/${post!.slug}`)).html).toContain('"publisher":{"@type":"Organization","name":"Vyoma Labs"');
      for (const feed of ["/blog/rss.xml", "/blog/atom.xml"]) {
        const xml = await (await app.fetch(feed)).text();
        expect(xml, feed).toContain("Vyoma Labs Blog");
        expect(xml, feed).toContain("Vyoma Labs LLP");
        expect(xml, feed).not.toContain(`${site.name} Blog`);
      }
      expect((await page("/newsletter/archive")).html).toContain("Every Vyoma Labs newsletter sent so far");

      // Staff accounts' mails and authenticator entries (issue 33) name the company as the settings do.
      const invited = await inviteStaffMember(app.services, { email: "new.colleague@example.com", role: "editor", inviter: { id: "x", name: "Asha" }, by: { userId: null } });
      expect(invited.ok).toBe(true);
      const [mail] = await app.database.db.selectFrom("mail_outbox").select(["subject", "text_body"]).where("to_address", "=", "new.colleague@example.com").execute();
      expect(mail!.subject).toBe("You are invited to the Vyoma Labs team");
      expect(mail!.text_body).toContain("Vyoma Labs LLP");
      const [user] = await app.database.db.selectFrom("user").select(["id", "email"]).orderBy("createdAt").limit(1).execute();
      const enrolment = await startTwoFactorEnrolment(app.services, { userId: user!.id, signedInAt: new Date().toISOString(), currentPassword: "", email: user!.email });
      expect(enrolment.ok && enrolment.value.uri).toMatch(/^otpauth:\/\/totp\/Vyoma%20Labs%3A.*&issuer=Vyoma\+Labs&/);
    } finally {
      await postForm(app, "/admin/content/settings", siteSettingsSeedValues(), { Cookie: admin });
    }
  });

  it("records each change in the audit log with who made it", async () => {
    const changes = () => app.database.db.selectFrom("audit_events").select(["summary", "actor_id"]).where("action", "=", "settings.changed").orderBy("id").execute();
    const before = (await changes()).length;
    expect((await postForm(app, "/admin/content/settings", { ...siteSettingsSeedValues(), phone: "+91 20 4000 9999" }, { Cookie: admin })).status).toBe(200);
    const after = await changes();
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)!.summary).toBe("Site settings: updated");
    expect(after.at(-1)!.actor_id).not.toBeNull();
    await postForm(app, "/admin/content/settings", siteSettingsSeedValues(), { Cookie: admin });
  });

  it("refuses bad input with a message per field and a 400, keeping what is stored", async () => {
    const refused = await postForm(app, "/admin/content/settings", { ...siteSettingsSeedValues(), email: "not-an-address", "socials.instagram": "instagram" }, { Cookie: admin });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain("Email: enter an email address such as name@example.com.");
    expect(html).toContain("Instagram address: enter a full web address starting with https://.");
    // What was typed comes back in the form, so nothing has to be typed again.
    expect(html).toContain('value="not-an-address"');
    expect((await page("/contact")).html).toContain(`mailto:${site.email}`);
  });

  it("is for admins: an editor is sent back to the dashboard and changes nothing", async () => {
    const response = await postForm(app, "/admin/content/settings", { ...siteSettingsSeedValues(), name: "Taken Over Ltd" }, { Cookie: editor });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin");
    expect((await page("/privacy-policy")).html).not.toContain("Taken Over Ltd");
  });
});

describe("team members", () => {
  it("an editor adds a member, who appears last on the team, about and home pages; then deletes them", async () => {
    const fields = { ...teamSeedValues()[0]!, name: "Meera Joshi", role: "Team Member", focus: "Quality & Accessibility", bio: "Tests everything we ship with screen readers." };
    const added = await postForm(app, "/admin/content/team/new", fields, { Cookie: editor });
    expect(added.status).toBe(302);
    const location = added.headers.get("location") ?? "";
    expect(location).toMatch(/^\/admin\/content\/team\?saved=\d+$/);
    const id = location.split("=")[1]!;
    const list = await app.fetch(location, { headers: { Cookie: editor } });
    expect(await list.text()).toContain("Saved Meera Joshi.");

    for (const path of ["/team", "/about", "/"]) {
      const { html } = await page(path);
      const names = [...html.matchAll(/data-team-member=""[\s\S]*?<h[23][^>]*>([^<]+)<\/h[23]>/g)].map((match) => match[1]);
      expect(names, path).toEqual([...teamMembers.map((member) => member.name), "Meera Joshi"]);
    }

    const deleted = await postForm(app, "/admin/content/team", { intent: "delete", id }, { Cookie: editor });
    expect(deleted.status).toBe(200);
    expect((await page("/team")).html).not.toContain("Meera Joshi");
    const again = await postForm(app, "/admin/content/team", { intent: "delete", id }, { Cookie: editor });
    expect(again.status).toBe(404);

    // Who added and deleted them is in the audit log; a refused second delete is not.
    const audit = await app.database.db.selectFrom("audit_events").select(["action", "subject_id", "summary", "actor_id"]).where("action", "=", "content.changed").where("subject_id", "=", id).orderBy("id").execute();
    expect(audit.map((entry) => [entry.subject_id, entry.summary])).toEqual([
      [id, `Team members: entry ${id} added`],
      [id, `Team members: entry ${id} deleted (Meera Joshi)`],
    ]);
    expect(audit.every((entry) => entry.actor_id !== null)).toBe(true);
  });

  it("refuses a member without a name or with a bad link (400, the message by the field), and an unknown collection is 404", async () => {
    const refused = await postForm(app, "/admin/content/team/new", { ...teamSeedValues()[0]!, name: "", "social.linkedin": "linkedin.com/in/x" }, { Cookie: editor });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain("Name is required.");
    expect(html).toContain("LinkedIn address: enter a full web address starting with https://.");
    expect((await page("/team")).html.match(/data-team-member=""/g)).toHaveLength(teamMembers.length);

    expect((await app.fetch("/admin/content/nothing-here", { headers: { Cookie: editor } })).status).toBe(404);
    expect((await app.fetch("/admin/content/team/abc", { headers: { Cookie: editor } })).status).toBe(404);
  });
});

describe("FAQs, company figures and project cards (issue 34: every small collection editable)", () => {
  const textOf = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
  const faqQuestions = (html: string) => [...html.matchAll(/<details[^>]*data-faq=""[\s\S]*?<summary[^>]*>([^<]+)</g)].map((match) => match[1]!.trim());
  const cardTitles = (html: string) => [...html.matchAll(/data-project="[^"]*"[\s\S]*?<h3[^>]*>([^<]+)<\/h3>/g)].map((match) => match[1]!.trim());
  const entryIds = async (collection: string) =>
    (await app.database.db.selectFrom("content_entries").select("id").where("collection", "=", collection).orderBy("position").orderBy("id").execute()).map((row) => String(row.id));

  it("a fresh install lists today's FAQs, figures and cards in their admin lists", async () => {
    for (const [collection, first] of [
      ["faqs", "How quickly will you reply to my message?"],
      ["figures", "Years of Experience"],
      ["projects", "Drishti Reader Glasses"],
      ["featured-projects", "Drishti Smart Glasses"],
    ] as const) {
      const list = await app.fetch(`/admin/content/${collection}`, { headers: { Cookie: editor } });
      expect(list.status, collection).toBe(200);
      expect(await list.text(), collection).toContain(first);
    }
  });

  it("/admin/content lists what each person may edit, with each list's size, linked to its page", async () => {
    const rowsOf = (body: string) =>
      [...(/<table[\s\S]*<\/table>/.exec(body)?.[0] ?? "").matchAll(/<a[^>]*href="\/admin\/content\/([a-z-]+)"[^>]*>[^<]*<\/a>[\s\S]*?<td[^>]*>([\s\S]*?)<\/td>/g)].map((match) => [match[1], textOf(match[2]!).trim()]);
    const asEditor = await app.fetch("/admin/content", { headers: { Cookie: editor } });
    expect(asEditor.status).toBe(200);
    const editorRows = new Map(rowsOf(await asEditor.text()) as Array<[string, string]>);
    // Editors may not change the site settings: not listed for them.
    expect(editorRows.has("settings")).toBe(false);
    expect(editorRows.get("faqs")).toBe(`Entries: ${(await entryIds("faqs")).length}`);
    expect(editorRows.get("team")).toBe(`Entries: ${(await entryIds("team")).length}`);
    const adminRows = new Map(rowsOf(await (await app.fetch("/admin/content", { headers: { Cookie: admin } })).text()) as Array<[string, string]>);
    expect(adminRows.get("settings")).toBe("One set of details");
    expect([...adminRows.keys()].sort()).toEqual(["benefits", "faqs", "featured-projects", "figures", "pricing-plans", "projects", "settings", "team", "testimonials", "values"]);
  });

  it("an editor adds an FAQ, which the contact page shows last on the next request; moves it up; deletes it", async () => {
    const before = faqQuestions((await page("/contact")).html);
    expect(before).toHaveLength(4);
    const added = await postForm(app, "/admin/content/faqs/new", { question: "Do you offer support after launch?", answer: "Yes: a year of fixes is included." }, { Cookie: editor });
    expect(added.status).toBe(302);
    const id = (added.headers.get("location") ?? "").split("=")[1]!;
    expect(faqQuestions((await page("/contact")).html)).toEqual([...before, "Do you offer support after launch?"]);

    expect((await postForm(app, "/admin/content/faqs", { intent: "up", id }, { Cookie: editor })).status).toBe(200);
    expect(faqQuestions((await page("/contact")).html)).toEqual([...before.slice(0, 3), "Do you offer support after launch?", before[3]]);

    expect((await postForm(app, "/admin/content/faqs", { intent: "delete", id }, { Cookie: editor })).status).toBe(200);
    expect(faqQuestions((await page("/contact")).html)).toEqual(before);
    const audit = await app.database.db.selectFrom("audit_events").select("summary").where("action", "=", "content.changed").where("subject_type", "=", "faqs").orderBy("id").execute();
    expect(audit.map((entry) => entry.summary)).toEqual([`FAQs: entry ${id} added`, `FAQs: entry ${id} moved up (Do you offer support after launch?)`, `FAQs: entry ${id} deleted (Do you offer support after launch?)`]);
  });

  it("a changed company figure shows on the home and about pages (static pages refreshed)", async () => {
    for (const path of ["/", "/about"]) {
      await page(path);
      expect((await page(path)).cache, path).toBe("HIT");
    }
    const [first] = await entryIds("figures");
    const saved = await postForm(app, `/admin/content/figures/${first}`, { value: "3+", label: "Years of Experience" }, { Cookie: editor });
    expect(saved.status).toBe(302);
    for (const path of ["/", "/about"]) {
      const { html, cache } = await page(path);
      expect(cache, path).toBe("MISS");
      expect(textOf(html), path).toContain("Years of Experience 3+");
      expect(textOf(html), path).not.toContain("Years of Experience 2+");
    }
    await postForm(app, `/admin/content/figures/${first}`, { value: "2+", label: "Years of Experience" }, { Cookie: editor });
  });

  it("an edited project card shows on /projects and a moved featured card on the home page; a bad choice is refused with 400", async () => {
    const [firstProject] = await entryIds("projects");
    const edited = await postForm(
      app,
      `/admin/content/projects/${firstProject}`,
      { title: "Drishti Reader Glasses 2", description: "Reads aloud in 14 languages.", image: "/images/projects/smart-glasses.svg", link: "/projects/smart-glasses", category: "smart-glasses" },
      { Cookie: editor },
    );
    expect(edited.status).toBe(302);
    const projects = (await page("/projects")).html;
    expect(cardTitles(projects)[0]).toBe("Drishti Reader Glasses 2");
    expect(projects).toContain("Reads aloud in 14 languages.");

    const featured = await entryIds("featured-projects");
    expect((await postForm(app, "/admin/content/featured-projects", { intent: "down", id: featured[0]! }, { Cookie: editor })).status).toBe(200);
    expect(cardTitles((await page("/")).html).slice(0, 2)).toEqual(["Vaani Voice Rooms", "Drishti Smart Glasses"]);
    expect((await postForm(app, "/admin/content/featured-projects", { intent: "up", id: featured[0]! }, { Cookie: editor })).status).toBe(200);

    const refused = await postForm(
      app,
      `/admin/content/projects/${firstProject}`,
      { title: "", description: "x", image: "/etc/passwd", link: "/admin", category: "smart-glasses" },
      { Cookie: editor },
    );
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain("Title is required.");
    expect(html).toContain("Illustration: choose one of the options.");
    expect(html).toContain("Project page: choose one of the options.");
    expect(cardTitles((await page("/projects")).html)[0]).toBe("Drishti Reader Glasses 2");
  });

  it("an edited pricing plan shows on the custom software page: price, features, highlight; bad numbers and links are refused with 400 and nothing is lost", async () => {
    const path = "/services/custom-software";
    const before = textOf((await page(path)).html);
    expect(before).toContain("₹999");
    const [monthly, yearly] = await entryIds("pricing-plans");
    const plan = {
      title: "Monthly",
      price: "1,299",
      originalPrice: "",
      period: "month",
      description: "Everything you need to run one gym.",
      features: "Unlimited member profiles\n\n  QR code attendance  \nA feature added by staff",
      buttonText: "Start Monthly",
      buttonLink: "/contact",
      popular: "on",
      badge: "",
      savings: "",
    };
    expect((await postForm(app, `/admin/content/pricing-plans/${monthly}`, plan, { Cookie: editor })).status).toBe(302);
    const html = (await page(path)).html;
    const monthlyCard = /<article[^>]*data-plan="month"[\s\S]*?<\/article>/.exec(html)?.[0] ?? "";
    expect(textOf(monthlyCard)).toContain("₹1,299");
    expect(textOf(monthlyCard)).toContain("Most Popular");
    expect(monthlyCard.match(/<li/g)).toHaveLength(3);
    expect(textOf(monthlyCard)).toContain("A feature added by staff");
    expect(monthlyCard).toContain('href="/contact"');

    for (const [fields, message] of [
      [{ price: "12a" }, "Price (₹): enter a whole number from 0 to 1,00,00,000, digits only."],
      [{ price: "" }, "Price (₹) is required."],
      [{ buttonLink: "//evil.example/pay" }, "Button link: enter a page of this site starting with / (e.g. /contact) or a full web address starting with https://."],
      [{ buttonLink: "javascript:alert(1)" }, "Button link: enter a page of this site starting with / (e.g. /contact) or a full web address starting with https://."],
      [{ features: Array.from({ length: 21 }, (_, index) => `Feature ${index}`).join("\n") }, "Features: at most 20 items, one per line."],
    ] as const) {
      const refused = await postForm(app, `/admin/content/pricing-plans/${monthly}`, { ...plan, ...fields }, { Cookie: editor });
      expect(refused.status, JSON.stringify(fields)).toBe(400);
      expect(await refused.text()).toContain(message.replace(/&/g, "&amp;"));
    }
    expect(textOf((await page(path)).html)).toContain("₹1,299");

    // The yearly plan still carries its crossed-out price; unticking the highlight on monthly puts it back on yearly only.
    expect((await postForm(app, `/admin/content/pricing-plans/${monthly}`, { ...plan, price: "999", popular: "", features: "Unlimited member profiles" }, { Cookie: editor })).status).toBe(302);
    const after = (await page(path)).html;
    expect(textOf(after)).toContain("₹999");
    expect(after.match(/Most Popular/g)).toHaveLength(1);
    expect(yearly).toBeDefined();
    expect(/<del[^>]*data-original-price/.test(after)).toBe(true);
  });

  it("an edited careers benefit shows on /careers and a new company value on /about, where search finds it; a bad icon is refused with 400", async () => {
    const [firstBenefit] = await entryIds("benefits");
    const benefit = { icon: "graduation-cap", title: "Learning budget", text: "Fifty thousand rupees a year for courses, books and conferences." };
    expect((await postForm(app, `/admin/content/benefits/${firstBenefit}`, benefit, { Cookie: editor })).status).toBe(302);
    const careers = textOf((await page("/careers")).html);
    expect(careers).toContain("Learning budget Fifty thousand rupees a year");
    expect(careers).not.toContain("Great Team");

    const refused = await postForm(app, `/admin/content/benefits/${firstBenefit}`, { ...benefit, icon: "skull" }, { Cookie: editor });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Icon: choose one of the options.");

    const added = await postForm(app, "/admin/content/values/new", { icon: "eye", title: "Openness", text: "We show our work as it is, including a quillwort of bugs." }, { Cookie: editor });
    expect(added.status).toBe(302);
    expect(textOf((await page("/about")).html)).toContain("Openness We show our work as it is");
    const results = await (await app.fetch("/search?q=quillwort")).text();
    expect(/<ol class="divide-y[\s\S]*?<\/ol>/.exec(results)?.[0]).toContain('href="/about"');
  });

  it("refuses a save from a form opened before someone else's save (409), shows what they saved, and saves over it on purpose", async () => {
    const [faq] = await entryIds("faqs");
    const versionIn = async (path: string, cookie: string) => /name="version" value="([^"]*)"/.exec(await (await app.fetch(path, { headers: { Cookie: cookie } })).text())?.[1] ?? "";
    const opened = await versionIn(`/admin/content/faqs/${faq}`, editor);
    expect(opened).toMatch(/^[a-f0-9]{20}$/);
    const original = { question: "What does a project cost?", answer: "It depends." };

    // The admin saves first; the editor's form still carries the version both opened.
    expect((await postForm(app, `/admin/content/faqs/${faq}`, { ...original, answer: "From two lakh rupees.", version: opened }, { Cookie: admin })).status).toBe(302);
    const refused = await postForm(app, `/admin/content/faqs/${faq}`, { question: "What does a project cost us?", answer: "It depends.", version: opened }, { Cookie: editor });
    expect(refused.status).toBe(409);
    const html = await refused.text();
    expect(html).toContain("Someone else saved this after you opened it.");
    expect(textOf(/<section[^>]*aria-labelledby="conflict-heading"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "")).toContain("Question What does a project cost? Answer From two lakh rupees.");
    expect(html).toContain('value="What does a project cost us?"');
    expect(textOf((await page("/contact")).html)).toContain("From two lakh rupees.");

    // Saving again from the refused form (it now carries their version) replaces theirs with the editor's.
    const newer = /name="version" value="([^"]*)"/.exec(html)?.[1] ?? "";
    expect(newer).not.toBe(opened);
    expect((await postForm(app, `/admin/content/faqs/${faq}`, { question: "What does a project cost us?", answer: "It depends.", version: newer }, { Cookie: editor })).status).toBe(302);
    expect(textOf((await page("/contact")).html)).toContain("What does a project cost us?");
    await postForm(app, `/admin/content/faqs/${faq}`, { question: contactFaqs[0]!.question, answer: contactFaqs[0]!.answer }, { Cookie: editor });

    // The site settings (one entry) work the same way.
    const settingsVersion = await versionIn("/admin/content/settings", admin);
    expect((await postForm(app, "/admin/content/settings", { ...siteSettingsSeedValues(), hours: "Mon-Sat 9 AM - 6 PM", version: settingsVersion }, { Cookie: admin })).status).toBe(200);
    const stale = await postForm(app, "/admin/content/settings", { ...siteSettingsSeedValues(), version: settingsVersion }, { Cookie: admin });
    expect(stale.status).toBe(409);
    expect(textOf(await stale.text())).toContain("Office hours Mon-Sat 9 AM - 6 PM");
    await postForm(app, "/admin/content/settings", siteSettingsSeedValues(), { Cookie: admin });
  });

  it("search finds what staff wrote on the next query: an added FAQ (on /contact), a new project card (/projects), a new team member (/team)", async () => {
    // The links in the results' list (the header links to the same pages).
    const found = async (word: string) => {
      const html = await (await app.fetch(`/search?q=${word}`)).text();
      return /<ol class="divide-y[\s\S]*?<\/ol>/.exec(html)?.[0].match(/href="\/(?:contact|projects|team)"/g) ?? [];
    };
    expect(await found("zephyrine")).toEqual([]);
    const faq = await postForm(app, "/admin/content/faqs/new", { question: "Do you work with zephyrine?", answer: "Yes." }, { Cookie: editor });
    const project = await postForm(app, "/admin/content/projects/new", { title: "Quokkascope", description: "A pilot.", image: "/images/projects/voice-agent.svg", link: "/projects/voice-chat", category: "voice-chat" }, { Cookie: editor });
    const member = await postForm(app, "/admin/content/team/new", { ...teamSeedValues()[0]!, name: "Ishaan Wombatkar" }, { Cookie: editor });
    try {
      expect(await found("zephyrine")).toContain('href="/contact"');
      expect(await found("quokkascope")).toContain('href="/projects"');
      expect(await found("wombatkar")).toContain('href="/team"');
    } finally {
      for (const [collection, response] of [["faqs", faq], ["projects", project], ["team", member]] as const) {
        await postForm(app, `/admin/content/${collection}`, { intent: "delete", id: (response.headers.get("location") ?? "").split("=")[1]! }, { Cookie: editor });
      }
    }
    expect(await found("zephyrine")).toEqual([]);
  });

  it("is for content staff: an author may not open or change them", async () => {
    const author = await roleCookie(app, "author");
    // Sent back to the dashboard, as the permission guard does with every admin page.
    for (const path of ["/admin/content", "/admin/content/faqs"]) {
      const list = await app.fetch(path, { headers: { Cookie: author } });
      expect([list.status, list.headers.get("location")], path).toEqual([302, "/admin"]);
    }
    const refused = await postForm(app, "/admin/content/faqs/new", { question: "Spam?", answer: "Spam." }, { Cookie: author });
    expect(refused.headers.get("location")).toBe("/admin");
    expect(faqQuestions((await page("/contact")).html)).not.toContain("Spam?");
  });
});

import { afterAll, beforeAll, expect, it } from "vitest";
import { faqCollection, siteSettingsCollection, teamCollection } from "~/modules/content/collections";
import { listEditableEntries } from "~/modules/content/content.server";
import { startTestApp, type TestApp } from "../support/app";
import { addHindiTexts, withoutHindiTexts } from "../support/hindi-collections";

/**
 * Issue 35 (decision 0061): an entry translated in part reads in Hindi on a /hi page, and each of its texts still in
 * English says so on its own element, so a screen reader reads it with an English voice. Over HTTP against the real
 * server build (`npm run build` first).
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const mainOf = async (path: string) => /<main[\s\S]*<\/main>/.exec(await (await app.fetch(path)).text())![0];
const idOf = async (collection: typeof faqCollection | typeof teamCollection, title: string) => {
  const entry = (await listEditableEntries(app.services, { collection })).find((candidate) => candidate.title === title);
  if (!entry) throw new Error(`no ${title}`);
  return entry.id;
};

it("marks lang=\"en\" on each text of a partly translated entry that has no Hindi yet, and nothing else", async () => {
  const putBack = [await withoutHindiTexts(app.services, [faqCollection.name, teamCollection.name])];
  try {
    putBack.push(
      await addHindiTexts(app.services, faqCollection, await idOf(faqCollection, "How much does a project cost?"), { question: "किसी प्रोजेक्ट पर कितना ख़र्च आता है?" }),
      await addHindiTexts(app.services, teamCollection, await idOf(teamCollection, "Arjun Mehta"), { focus: "रणनीति और साझेदारियाँ" }),
    );
    // The question reads in Hindi, unmarked; its answer, not yet translated, is English on its own element.
    const contact = await mainOf("/hi/contact");
    const faq = /<details data-faq=""(?: lang="[^"]*")?[^>]*>(?:(?!<\/details>)[\s\S])*किसी प्रोजेक्ट पर कितना ख़र्च आता है\?[\s\S]*?<\/details>/.exec(contact)![0];
    expect(faq).toMatch(/^<details data-faq="" class=/);
    expect(faq).toMatch(/<p class="[^"]*" lang="en">It depends on scope\./);
    // A question without any Hindi is marked whole, as before, and its answer not again.
    const english = /<details data-faq="" lang="en"[^>]*>[\s\S]*?<\/details>/.exec(contact)![0];
    expect(english).not.toMatch(/<p[^>]* lang="en"/);

    // Arjun's card reads in Hindi (its focus); his name and bio, not translated, are English on their own elements.
    const team = await mainOf("/hi/team");
    const arjun = /<li data-team-member=""[^>]*>(?:(?!<\/ul><\/li>)[\s\S])*?रणनीति और साझेदारियाँ[\s\S]*?<\/li>/.exec(team)![0];
    expect(arjun).toMatch(/^<li data-team-member="" class=/);
    expect(arjun).toMatch(/<h2 class="[^"]*" lang="en">Arjun Mehta<\/h2>/);
    expect(arjun).toMatch(/<p class="[^"]*">रणनीति और साझेदारियाँ<\/p>/);
    expect(arjun).toMatch(/<p class="[^"]*" lang="en">Founded Vyoma/);

    // The English pages carry no mark at all.
    for (const path of ["/contact", "/team"]) expect(await mainOf(path), path).not.toContain(' lang="');
  } finally {
    for (const undo of putBack.reverse()) await undo();
  }
});

it("reads the site settings in the page's language: a translated text unmarked, each one not yet translated marked English", async () => {
  const settings = await app.services.database.db.selectFrom("content_entries").select("id").where("collection", "=", siteSettingsCollection.name).executeTakeFirstOrThrow();
  const undo = await withoutHindiTexts(app.services, [siteSettingsCollection.name]);
  const putBack = [undo, await addHindiTexts(app.services, siteSettingsCollection, settings.id, { tagline: "सोच-समझकर बनाया गया सॉफ़्टवेयर, एआई और सहायक हार्डवेयर।", hours: "सोम-शुक्र सुबह 9:30 से शाम 6:30" })];
  try {
    const footerOf = async (path: string) => /<footer[\s\S]*<\/footer>/.exec(await (await app.fetch(path)).text())![0];
    const hindiFooter = await footerOf("/hi/contact");
    expect(hindiFooter).toMatch(/<p class="text-sm leading-6 text-slate-300">सोच-समझकर बनाया गया सॉफ़्टवेयर, एआई और सहायक हार्डवेयर।<\/p>/);
    expect(hindiFooter).toMatch(/<address class="[^"]*" lang="en">4th Floor, Orbit Tower/);
    const contact = await mainOf("/hi/contact");
    expect(contact).toMatch(/<span data-office-hours="">सोम-शुक्र सुबह 9:30 से शाम 6:30<\/span>/);
    expect(contact).toMatch(/<span lang="en">4th Floor, Orbit Tower, Baner Road, Pune, Maharashtra 411045, India<\/span>/);

    // The English pages as before: the English texts, no mark.
    const englishFooter = await footerOf("/contact");
    expect(englishFooter).toContain(">Software, AI and assistive hardware, built with care.</p>");
    expect(englishFooter).not.toContain(' lang="');
    expect(await mainOf("/contact")).toMatch(/<span data-office-hours="">Mon-Fri 9:30 AM - 6:30 PM<\/span>/);
  } finally {
    for (const step of putBack.reverse()) await step();
  }
});

import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { deleteApplicationHistory, insertApplicationNote } from "~/modules/careers/application-history.repository.server";
import { insertApplicationRow } from "~/modules/careers/applications.repository.server";
import { insertContactMessage } from "~/modules/contact/contact.repository.server";
import { insertOrFindSubscriber } from "~/modules/newsletter/newsletter.repository.server";
import { startTestApp, type TestApp } from "../support/app";
import { adminCookie } from "../support/auth";

/**
 * Search in the admin's inboxes (applications, messages, subscribers), combined with their folders and filters,
 * over HTTP on the real server build. Rows are stored by the modules' own repository functions, so the index is
 * filled by the same triggers as in production.
 */
let app: TestApp;
let cookie: string;
beforeEach(async () => {
  app = await startTestApp();
  cookie = await adminCookie(app);
});
afterEach(() => app.close());

const page = async (path: string) => {
  const response = await app.fetch(path, { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  return response.text();
};
const now = () => new Date().toISOString();

async function addApplication(fields: { name: string; email: string; phone: string; position: string; status?: string; spam?: boolean; company?: string }) {
  return insertApplicationRow(app.services.database.db, {
    position_id: null,
    position_title: fields.position,
    name: fields.name,
    email: fields.email,
    phone: fields.phone,
    experience: "3",
    current_company: fields.company ?? null,
    expected_salary: null,
    notice_period: null,
    resume_key: `resumes/${fields.email}.pdf`,
    resume_name: "resume.pdf",
    resume_type: "application/pdf",
    resume_size: 1000,
    status: fields.status ?? "new",
    spam_reason: fields.spam ? "honeypot" : null,
    client_ip: null,
    received_at: now(),
    updated_at: now(),
    consent_at: now(),
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
    referrer: null,
    rating: null,
    position_deleted_at: null,
  });
}

describe("admin inbox search", () => {
  it("finds applications by name, email, phone digits, position and company, within the status filter and folder", async () => {
    await addApplication({ name: "Priya Deshmukh", email: "priya@example.in", phone: "+91 98220 12345", position: "Flutter Developer", company: "Punekar Apps" });
    await addApplication({ name: "Rahul Verma", email: "rahul@example.com", phone: "020 555 0101", position: "Flutter Developer", status: "interview" });
    await addApplication({ name: "Priyanka Shah", email: "ps@example.org", phone: "111", position: "Data Analyst" });
    await addApplication({ name: "Priya Spam", email: "spam@example.net", phone: "222", position: "Flutter Developer", spam: true });

    const names = (html: string) => ["Priya Deshmukh", "Rahul Verma", "Priyanka Shah", "Priya Spam"].filter((name) => html.includes(name));
    expect(names(await page("/admin/applications?q=flutter"))).toEqual(["Priya Deshmukh", "Rahul Verma"]);
    expect(names(await page("/admin/applications?q=priya"))).toEqual(["Priya Deshmukh", "Priyanka Shah"]);
    const one = await page("/admin/applications?q=priya+flutter");
    expect(names(one)).toEqual(["Priya Deshmukh"]);
    // One is singular ("1 application matches"), more are plural.
    expect(one).toContain("1 application matches these filters");
    expect(await page("/admin/applications?q=flutter")).toContain("2 applications match these filters");
    expect(names(await page("/admin/applications?q=9822012345"))).toEqual(["Priya Deshmukh"]);
    expect(names(await page("/admin/applications?q=%2B91+98220"))).toEqual(["Priya Deshmukh"]);
    expect(names(await page("/admin/applications?q=example.in"))).toEqual(["Priya Deshmukh"]);
    expect(names(await page("/admin/applications?q=rahul%40example.com"))).toEqual(["Rahul Verma"]);
    expect(names(await page("/admin/applications?q=punekar"))).toEqual(["Priya Deshmukh"]);
    expect(names(await page("/admin/applications?q=flutter&status=interview"))).toEqual(["Rahul Verma"]);
    expect(names(await page("/admin/applications?q=flutter&view=spam"))).toEqual(["Priya Spam"]);
    const board = await page("/admin/applications?q=flutter&layout=board");
    expect(names(board)).toEqual(["Priya Deshmukh", "Rahul Verma"]);
    const none = await page("/admin/applications?q=zzqx");
    expect(none).toContain("No applications match these filters.");
    expect(none).toContain('value="zzqx"');
  });

  it("finds applications by the words of staff notes on them, each word in a note or in the application (issue 32)", async () => {
    const meera = await addApplication({ name: "Meera Kulkarni", email: "meera@example.in", phone: "333", position: "UX Designer" });
    await addApplication({ name: "Arjun Nair", email: "arjun@example.in", phone: "444", position: "UX Designer" });
    const db = app.services.database.db;
    await insertApplicationNote(db, { application_id: meera, author_name: "Administrator", body: "Strong portfolio; call back after Diwali.", created_at: now() });
    await insertApplicationNote(db, { application_id: meera, author_name: "Administrator", body: "Referred by Kavya.", created_at: now() });

    const names = (html: string) => ["Meera Kulkarni", "Arjun Nair"].filter((name) => html.includes(name));
    expect(names(await page("/admin/applications?q=portfolio"))).toEqual(["Meera Kulkarni"]);
    expect(names(await page("/admin/applications?q=diwal"))).toEqual(["Meera Kulkarni"]);
    // One word from each of two notes, and a note word with the position: every word is found somewhere.
    expect(names(await page("/admin/applications?q=portfolio+kavya"))).toEqual(["Meera Kulkarni"]);
    expect(names(await page("/admin/applications?q=designer+portfolio"))).toEqual(["Meera Kulkarni"]);
    expect(names(await page("/admin/applications?q=arjun+portfolio"))).toEqual([]);
    // A deleted note is no longer found.
    await deleteApplicationHistory(db, meera);
    expect(names(await page("/admin/applications?q=portfolio"))).toEqual([]);
  });

  it("finds contact messages by their words, in the inbox or the spam folder", async () => {
    const message = (name: string, text: string, spam = false) =>
      insertContactMessage(app.services.database.db, {
        variant: "subject",
        name,
        email: `${name.toLowerCase().replace(/\W/g, "")}@example.com`,
        phone: null,
        company: null,
        subject: "Hello",
        service: null,
        message: text,
        spam: spam ? 1 : 0,
        spam_reason: spam ? "honeypot" : null,
        handled_at: null,
        client_ip: null,
        created_at: now(),
      });
    await message("Anita", "We need a kiosk application for our museum.");
    await message("Bilal", "Quote for a Shopify store please.");
    await message("Cyrus", "Cheap kiosk pills", true);
    const inbox = await page("/admin/messages?q=kiosk");
    expect(inbox).toContain("Anita");
    expect(inbox).not.toContain("Bilal");
    expect(inbox).not.toContain("Cyrus");
    expect(inbox).toContain("1 message matches “kiosk”");
    const spam = await page("/admin/messages?view=spam&q=kiosk");
    expect(spam).toContain("Cyrus");
    expect(spam).not.toContain("Anita");
    expect(await page("/admin/messages?q=%22%29%28*")).toContain("No messages match");
  });

  it("finds subscribers by part of their address", async () => {
    await insertOrFindSubscriber(app.services.database.db, { email: "meera.iyer@example.com", language: "en" }, now());
    await insertOrFindSubscriber(app.services.database.db, { email: "john@sample.org", language: "en" }, now());
    const html = await page("/admin/subscribers?q=meera");
    expect(html).toContain("meera.iyer@example.com");
    expect(html).not.toContain("john@sample.org");
    expect(await page("/admin/subscribers?q=sample.org")).toContain("john@sample.org");
    expect(await page("/admin/subscribers?q=nobody")).toContain("No addresses match “nobody”.");
  });

  it("is for admins only", async () => {
    const anonymous = await app.fetch("/admin/applications?q=flutter");
    expect(anonymous.status).toBe(302);
  });
});

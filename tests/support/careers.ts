import fs from "node:fs";
import path from "node:path";
import { issueFormToken } from "~/modules/security/spam.server";
import type { Page } from "playwright-core";
import { temporaryDirectory } from "../../scripts/lib/temp-dir";
import type { TestApp } from "./app";

export const fixtures = path.resolve(import.meta.dirname, "../fixtures");
export const pdfBytes = () => fs.readFileSync(path.join(fixtures, "resume.pdf"));
export const docxBytes = () => fs.readFileSync(path.join(fixtures, "resume.docx"));
/** The header of an OLE compound file (the container of .doc) followed by filler. */
export const docBytes = () => Buffer.concat([Buffer.from("d0cf11e0a1b11ae1", "hex"), Buffer.alloc(4096, 0x20)]);

export function tempDataDir(): string {
  return temporaryDirectory("careers-test-");
}

/** Every file under a folder (recursively), as paths relative to it. */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((entry) => fs.statSync(path.join(dir, entry)).isFile());
}

/** A valid form token, issued long enough ago to pass the minimum fill time. */
export function formToken(app: TestApp): string {
  return issueFormToken(app.services.env.SESSION_SECRET, Date.now() - 10_000);
}

export const applicant = {
  name: "Asha Rao",
  email: "asha@example.com",
  phone: "+91 98765 43210",
  experience: "4",
  currentCompany: "Acme Labs",
  expectedSalary: "18.5",
  noticePeriod: "30",
};

export async function firstPosition(app: TestApp): Promise<{ id: number; title: string; slug: string }> {
  const positions = (await (await app.fetch("/api/positions")).json()) as Array<{ id: number; title: string; slug: string }>;
  return positions[0]!;
}

export interface ApplicationParts {
  fields?: Record<string, string>;
  file?: { bytes: Buffer; name: string; type?: string } | null;
}

/** A multipart application as a browser sends it: fields (with the spam fields and the ticked consent) and one resume file. */
export async function applicationForm(app: TestApp, parts: ApplicationParts = {}): Promise<FormData> {
  const position = await firstPosition(app);
  const form = new FormData();
  const fields = { ...applicant, positionId: String(position.id), position: position.title, consent: "on", website: "", formToken: formToken(app), ...parts.fields };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const file = parts.file === undefined ? { bytes: pdfBytes(), name: "asha-rao.pdf", type: "application/pdf" } : parts.file;
  if (file) form.append("resume", new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "application/octet-stream" }), file.name);
  return form;
}

export function apply(app: TestApp, form: FormData, headers: Record<string, string> = {}) {
  return app.fetch("/api/careers/apply", { method: "POST", headers: { Origin: app.url, ...headers }, body: form });
}

/** Fills the application form on the page (the job page's or the Apply Now dialog's) in the browser. */
export async function fillApplication(page: Page, name: string, file: string) {
  const form = page.locator("form[enctype='multipart/form-data']");
  await form.getByLabel("Full Name").fill(name);
  await form.getByLabel("Email").fill("e2e@example.com");
  await form.getByLabel("Phone").fill("+91 98765 43210");
  await form.getByLabel("Years of Experience").fill("3");
  await form.getByLabel("Notice Period in days (optional)").fill("30");
  await form.getByLabel("Resume", { exact: true }).setInputFiles(file);
  await form.getByRole("checkbox", { name: /processes my application/ }).check();
  return form;
}

import { legalDocuments, type LegalDocument } from "~/content/legal";
import type { StoredBlock } from "./blocks";

/**
 * The legal pages that are pages of blocks (decision 0039): the terms and the cookies policy, seeded by migration
 * 0036 from app/content/legal, one rich text block per section, so the first start reads exactly as before. Their
 * paths belong to the legal route (`ROUTE_OWNED_PATHS`), which shows them in its own layout. The privacy policy
 * stays in code: its text has placeholders and sections that follow the configuration (withRetentionPeriods).
 */
export const STORED_LEGAL_PATHS = ["/terms", "/cookies-policy"] as const;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot" }[char]};`);
}

export function legalPageSeed(document: LegalDocument): { path: string; title: string; description: string; blocks: StoredBlock[] } {
  const slug = document.path.slice(1).replace(/-/g, "");
  const blocks = document.sections.map((section, index): StoredBlock => {
    const html = [`<h2>${escapeHtml(section.heading)}</h2>`, ...section.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)].join("");
    return { id: `${slug}${String(index + 1).padStart(2, "0")}`, type: "richText", hidden: false, data: { body: { en: html } } };
  });
  return { path: document.path, title: document.title, description: document.description, blocks };
}

export function legalPageSeeds() {
  return STORED_LEGAL_PATHS.map((path) => legalPageSeed(legalDocuments[path]!));
}

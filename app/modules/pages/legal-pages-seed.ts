import { legalDocuments, type LegalDocument } from "~/content/legal";
import type { StoredBlock } from "./blocks";

/**
 * The legal pages are pages of blocks (decision 0039): the terms and the cookies policy, seeded by migration 0036,
 * and the privacy policy, seeded by 0051 (decision 0063), from app/content/legal, one rich text block per section, so
 * the first start reads exactly as before. Their paths belong to the legal route (`ROUTE_OWNED_PATHS`), which shows
 * them in its own layout. The privacy policy's retention periods stay `{SETTING}` placeholders, filled when the page
 * is read, and its section on visitor statistics is a block shown only while visits are counted.
 */
export const STORED_LEGAL_PATHS = ["/terms", "/cookies-policy", "/privacy-policy"] as const;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot" }[char]};`);
}

export function legalPageSeed(document: LegalDocument): { path: string; title: string; description: string; blocks: StoredBlock[] } {
  const slug = document.path.slice(1).replace(/-/g, "");
  const blocks = document.sections.map((section, index): StoredBlock => {
    const html = [`<h2>${escapeHtml(section.heading)}</h2>`, ...section.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)].join("");
    return { id: `${slug}${String(index + 1).padStart(2, "0")}`, type: section.onlyWith === "ANALYTICS" ? "analyticsSection" : "richText", hidden: false, data: { body: { en: html } } };
  });
  return { path: document.path, title: document.title, description: document.description, blocks };
}

export function legalPageSeeds(paths: readonly string[] = STORED_LEGAL_PATHS) {
  return paths.map((path) => legalPageSeed(legalDocuments[path]!));
}

import { cookiesPolicySections } from "./legal/cookies-policy";
import { privacyPolicySections } from "./legal/privacy-policy";
import { termsSections } from "./legal/terms";

/** The three legal pages; each document's text lives in content/legal/. */
export interface LegalSection {
  heading: string;
  paragraphs: string[];
  /** Shown only when this switch of the configuration is on (the visitor statistics with ANALYTICS). */
  onlyWith?: "ANALYTICS";
}

export interface LegalDocument {
  path: string;
  title: string;
  description: string;
  lastUpdated: string;
  sections: LegalSection[];
}

/** SPEC section 2 dates the legal pages; the retention paragraphs below follow the configuration. */
export const LEGAL_LAST_UPDATED = "July 24, 2025";
/** The same date for the sitemap's lastmod. */
export const LEGAL_LAST_UPDATED_ISO = "2025-07-24";

/** The retention periods the privacy policy states: configuration, so the page says what the jobs do. */
export interface RetentionPeriods {
  APPLICATION_RETENTION_DAYS: number;
  TALENT_POOL_RETENTION_DAYS: number;
  SPAM_RETENTION_DAYS: number;
  ANALYTICS_RETENTION_DAYS: number;
  AUDIT_RETENTION_DAYS: number;
  ANALYTICS: boolean;
}

/**
 * A text with each {PLACEHOLDER} that names a retention setting replaced by its configured value; other braces stay.
 * Stored rich text uses it too (the privacy policy staff edit, decision 0063), so the page says what the jobs do.
 */
export function fillRetentionPeriods(text: string, periods: RetentionPeriods): string {
  return text.replace(/\{(\w+)\}/g, (token, name: string) => (Object.hasOwn(periods, name) && RETENTION_SETTINGS.has(name) ? String(periods[name as keyof RetentionPeriods]) : token));
}

/** The settings a legal text may name in braces. */
const RETENTION_SETTINGS: ReadonlySet<string> = new Set(["APPLICATION_RETENTION_DAYS", "TALENT_POOL_RETENTION_DAYS", "SPAM_RETENTION_DAYS", "ANALYTICS_RETENTION_DAYS", "AUDIT_RETENTION_DAYS"]);

/** The document with its {PLACEHOLDERS} replaced by the configured periods, without the sections of a switch that is off. */
export function withRetentionPeriods(document: LegalDocument, periods: RetentionPeriods): LegalDocument {
  const fill = (text: string) => fillRetentionPeriods(text, periods);
  const shown = document.sections.filter((section) => !section.onlyWith || periods[section.onlyWith]);
  return { ...document, sections: shown.map((section) => ({ heading: section.heading, paragraphs: section.paragraphs.map(fill) })) };
}

export const legalDocuments: Record<string, LegalDocument> = {
  "/privacy-policy": {
    path: "/privacy-policy",
    title: "Privacy Policy",
    description: "How Vyoma Technologies collects, uses and protects your personal data.",
    lastUpdated: LEGAL_LAST_UPDATED,
    sections: privacyPolicySections,
  },
  "/terms": {
    path: "/terms",
    title: "Terms of Service",
    description: "The terms that apply when you use the Vyoma Technologies website and services.",
    lastUpdated: LEGAL_LAST_UPDATED,
    sections: termsSections,
  },
  "/cookies-policy": {
    path: "/cookies-policy",
    title: "Cookies Policy",
    description: "Which cookies the Vyoma Technologies website sets and why.",
    lastUpdated: LEGAL_LAST_UPDATED,
    sections: cookiesPolicySections,
  },
};

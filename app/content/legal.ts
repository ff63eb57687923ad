/** The three legal pages. Each is a list of sections; the marketing pages write the full text. */
export interface LegalDocument {
  path: string;
  title: string;
  description: string;
  lastUpdated: string;
  sections: Array<{ heading: string; paragraphs: string[] }>;
}

export const LEGAL_LAST_UPDATED = "July 24, 2025";

export const legalDocuments: Record<string, LegalDocument> = {
  "/privacy-policy": {
    path: "/privacy-policy",
    title: "Privacy Policy",
    description: "How Vyoma Technologies collects, uses and protects your personal data.",
    lastUpdated: LEGAL_LAST_UPDATED,
    sections: [],
  },
  "/terms": {
    path: "/terms",
    title: "Terms of Service",
    description: "The terms that apply when you use the Vyoma Technologies website and services.",
    lastUpdated: LEGAL_LAST_UPDATED,
    sections: [],
  },
  "/cookies-policy": {
    path: "/cookies-policy",
    title: "Cookies Policy",
    description: "Which cookies the Vyoma Technologies website sets and why.",
    lastUpdated: LEGAL_LAST_UPDATED,
    sections: [],
  },
};

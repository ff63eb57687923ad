/** The marketing pages of issue 3: every static page of SPEC section 2 from Home to the service pages. */
export const serviceSlugs = [
  "custom-software",
  "web-development",
  "ar-vr-solutions",
  "smart-glasses",
  "ai-integration",
  "mobile-development",
  "voice-chat",
  "cloud-solutions",
  "data-analytics",
  "no-code",
] as const;

/** Project pages and the service page each one shows (SPEC route table). */
export const projectPages: Record<string, string> = {
  "/projects/smart-glasses": "smart-glasses",
  "/projects/voice-chat": "voice-chat",
  "/projects/ar-vr-solutions": "ar-vr-solutions",
  "/projects/brahmastra": "no-code",
};

export const legalRoutes = ["/privacy-policy", "/terms", "/cookies-policy"];

/** Pages with their own canonical URL. */
export const canonicalMarketingRoutes = [
  "/",
  "/services",
  ...serviceSlugs.map((slug) => `/services/${slug}`),
  "/projects",
  "/about",
  "/team",
  "/contact",
  ...legalRoutes,
];

export const marketingRoutes = [...canonicalMarketingRoutes, ...Object.keys(projectPages)];

/**
 * Issue 35: the Hindi pages the slow browser checks (axe, Nu) visit, a sample: the ones with Hindi copy (the smart
 * glasses page: its Hindi translation, migration 0049; the services overview and the projects: the catalogues), and a
 * Hindi frame around English content marked so (the team and the terms, decision 0056).
 */
export const hindiSampleRoutes = ["/hi", "/hi/about", "/hi/contact", "/hi/services", "/hi/services/smart-glasses", "/hi/projects", "/hi/team", "/hi/terms"];

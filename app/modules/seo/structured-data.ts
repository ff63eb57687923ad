import { site } from "~/content/site";
import type { SiteSettings } from "~/modules/content/collections";

/** schema.org Organization for the home page, so search engines can show the company's details (the site settings). */
export function organizationJsonLd(publicUrl: string, settings: SiteSettings) {
  const { street, city, region, postalCode, countryCode } = settings.address;
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${publicUrl}/#organization`,
    name: settings.name,
    legalName: settings.legalName,
    url: `${publicUrl}/`,
    logo: `${publicUrl}/favicon.svg`,
    description: settings.description,
    // The founding year is history, not a setting: it stays with the starting content.
    foundingDate: String(site.foundedYear),
    email: settings.email,
    telephone: settings.phone,
    address: {
      "@type": "PostalAddress",
      streetAddress: street,
      addressLocality: city,
      addressRegion: region,
      postalCode,
      addressCountry: countryCode,
    },
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer service",
      email: settings.email,
      telephone: settings.phone,
      areaServed: "Worldwide",
      availableLanguage: ["English", "Hindi", "Marathi"],
    },
    sameAs: settings.socials.map((social) => social.href),
  };
}

/** schema.org WebSite with a SearchAction: search engines may offer a search box for the site that opens /search. */
export function websiteJsonLd(publicUrl: string, settings: Pick<SiteSettings, "name">) {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": `${publicUrl}/#website`,
    name: settings.name,
    url: `${publicUrl}/`,
    publisher: { "@id": `${publicUrl}/#organization` },
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${publicUrl}/search?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  };
}

/**
 * JSON for an inline <script type="application/ld+json">. Escapes "<" so a value can never close the script
 * element early.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

import { site } from "~/content/site";

/** schema.org Organization for the home page, so search engines can show the company's details. */
export function organizationJsonLd(publicUrl: string) {
  const { street, city, region, postalCode, countryCode } = site.address;
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${publicUrl}/#organization`,
    name: site.name,
    legalName: site.legalName,
    url: `${publicUrl}/`,
    logo: `${publicUrl}/favicon.svg`,
    description: site.description,
    foundingDate: String(site.foundedYear),
    email: site.email,
    telephone: site.phone,
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
      email: site.email,
      telephone: site.phone,
      areaServed: "Worldwide",
      availableLanguage: ["English", "Hindi", "Marathi"],
    },
    sameAs: site.socials.map((social) => social.href),
  };
}

/** schema.org WebSite with a SearchAction: search engines may offer a search box for the site that opens /search. */
export function websiteJsonLd(publicUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": `${publicUrl}/#website`,
    name: site.name,
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

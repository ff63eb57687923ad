import { site } from "~/content/site";
import { siteSettingsCollection, toSiteSettings, type SiteSettings } from "./collections";
import { readEntry, storedEntryOf, type FormValues } from "./content.schema";

/**
 * The starting site settings (app/content/site.ts) as the settings form's values: what migration 0021 stores, and
 * what a page shows without the root loader's data. Apart from the team's seed, so the browser's bundle that needs
 * this fallback does not carry the team.
 */
export function siteSettingsSeedValues(): FormValues {
  const { address } = site;
  const socials = Object.fromEntries(site.socials.map((social) => [`socials.${social.network}`, social.href]));
  return {
    name: site.name,
    legalName: site.legalName,
    tagline: site.tagline,
    description: site.description,
    email: site.email,
    careersEmail: site.careersEmail,
    phone: site.phone,
    street: address.street,
    city: address.city,
    region: address.region,
    postalCode: address.postalCode,
    country: address.country,
    countryCode: address.countryCode,
    hours: site.hours,
    ...socials,
  };
}

/** The starting settings as pages read them: what a page shows when the root loader's data is missing (an error page). */
export const siteSettingsSeed: SiteSettings = toSiteSettings(readEntry(siteSettingsCollection, storedEntryOf(siteSettingsCollection, siteSettingsSeedValues(), null), "en"));

import {
  defineCollection,
  email,
  image,
  links,
  longText,
  phone,
  select,
  text,
  type CollectionDefinition,
  type ContentImage,
  type ContentLink,
  type ReadEntry,
} from "./content.schema";

/**
 * Every content collection, declared once (decision 0028). Add a collection here and its admin pages, checks and
 * storage follow; its public reads go in content.server.ts.
 */

export const siteSettingsCollection = defineCollection({
  name: "settings",
  label: "Site settings",
  singular: "site settings",
  description: "The company's details as every page shows them: the footer, the contact and legal pages, search engines' structured data and the mails we send.",
  kind: "singleton",
  permission: "settings:edit",
  fields: {
    name: text("Company name", { required: true, maxLength: 100, hint: "In the footer, mails and structured data." }),
    legalName: text("Legal name", { required: true, maxLength: 150, hint: "In the footer's copyright line, legal pages and mails." }),
    tagline: text("Tagline", { required: true, maxLength: 200, hint: "Under the logo in the footer." }),
    description: longText("Description", { required: true, maxLength: 400, hint: "What search engines show for the company." }),
    email: email("Email", { required: true, hint: "The general address on the contact page, the footer and the legal pages." }),
    careersEmail: email("Careers email", { required: true, hint: "In mails to people who applied." }),
    phone: phone("Phone", { required: true, hint: "As visitors should read it, e.g. +91 20 4000 1234." }),
    street: text("Street address", { required: true, maxLength: 200 }),
    city: text("City", { required: true, maxLength: 100 }),
    region: text("State or region", { required: true, maxLength: 100 }),
    postalCode: text("Postal code", { required: true, maxLength: 20, localized: false }),
    country: text("Country", { required: true, maxLength: 100 }),
    countryCode: text("Country code", { required: true, maxLength: 2, localized: false, hint: "Two letters (ISO 3166), e.g. IN: for search engines." }),
    hours: text("Office hours", { required: true, maxLength: 100, hint: "E.g. Mon-Fri 9:30 AM - 6:30 PM." }),
    socials: links("Social links", {
      hint: "Full addresses of the company's profiles; leave a network empty to leave it out.",
      networks: [
        { value: "instagram", label: "Instagram" },
        { value: "linkedin", label: "LinkedIn" },
        { value: "facebook", label: "Facebook" },
        { value: "x", label: "X (Twitter)" },
      ],
    }),
  },
});

export const TEAM_ROLES = ["Director", "CFO", "Head Advisor", "Team Member"] as const;

export const teamCollection = defineCollection({
  name: "team",
  label: "Team members",
  singular: "team member",
  description: "The people on the home, about and team pages.",
  kind: "list",
  permission: "content:edit",
  titleField: "name",
  fields: {
    name: text("Name", { required: true, maxLength: 100 }),
    role: select("Role", { required: true, options: TEAM_ROLES.map((role) => ({ value: role, label: role })) }),
    focus: text("Focus", { required: true, maxLength: 100, hint: "What they work on, shown under the role." }),
    bio: longText("Bio", { required: true, maxLength: 600 }),
    photo: image("Photo", { hint: "A square portrait from the media library. Without one, the card says Image Coming Soon." }),
    social: links("Social links", {
      hint: "Full addresses of their profiles; leave a network empty to leave it out.",
      networks: [
        { value: "instagram", label: "Instagram" },
        { value: "linkedin", label: "LinkedIn" },
        { value: "facebook", label: "Facebook" },
      ],
    }),
  },
});

export const collections = { settings: siteSettingsCollection, team: teamCollection } as const;
export type CollectionName = keyof typeof collections;

export function findCollection(name: string): CollectionDefinition | undefined {
  return Object.hasOwn(collections, name) ? (collections[name as CollectionName] as unknown as CollectionDefinition) : undefined;
}

/** The company's identity as the pages, mails and structured data read it. */
export interface SiteSettings {
  name: string;
  legalName: string;
  tagline: string;
  description: string;
  email: string;
  careersEmail: string;
  phone: string;
  address: { street: string; city: string; region: string; postalCode: string; country: string; countryCode: string };
  hours: string;
  socials: ContentLink[];
}

export function toSiteSettings(entry: ReadEntry<typeof siteSettingsCollection.fields>): SiteSettings {
  const { street, city, region, postalCode, country, countryCode, ...rest } = entry;
  return { ...rest, address: { street, city, region, postalCode, country, countryCode } };
}

export function formatAddress(settings: Pick<SiteSettings, "address">, separator = ", "): string {
  const { street, city, region, postalCode, country } = settings.address;
  return [street, `${city}, ${region} ${postalCode}`, country].join(separator);
}

/** `tel:` wants the digits without spaces. */
export const phoneHref = (phoneNumber: string) => `tel:${phoneNumber.replace(/\s/g, "")}`;

/** A person on the home, about and team pages. */
export interface TeamMember extends Omit<ReadEntry<typeof teamCollection.fields>, "photo"> {
  id: number;
  photo: ContentImage | null;
}

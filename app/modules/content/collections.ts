import { ICON_NAMES, type IconName } from "~/content/icon-names";
import type { Messages } from "~/i18n/messages";
import { services } from "~/content/services";
import {
  checkbox,
  defineCollection,
  email,
  image,
  lines,
  links,
  longText,
  number,
  phone,
  select,
  text,
  url,
  type CollectionDefinition,
  type ContentImage,
  type ContentLink,
  type Locale,
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

/** A stored role (SPEC section 3) in a catalogue's words (the card's, search's); one the catalogue does not know reads as stored. */
export function teamRoleName(t: Messages, role: string): string {
  return (TEAM_ROLES as readonly string[]).includes(role) ? t.teamCard.roles[role as (typeof TEAM_ROLES)[number]] : role;
}

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

export const faqCollection = defineCollection({
  name: "faqs",
  label: "FAQs",
  singular: "question",
  description: "The frequently asked questions on the contact page.",
  kind: "list",
  permission: "content:edit",
  titleField: "question",
  fields: {
    question: text("Question", { required: true, maxLength: 200 }),
    answer: longText("Answer", { required: true, maxLength: 1200 }),
  },
});

export const companyFigureCollection = defineCollection({
  name: "figures",
  label: "Company figures",
  singular: "company figure",
  description: "The large numbers under the home page's introduction and on the about page.",
  kind: "list",
  permission: "content:edit",
  titleField: "label",
  fields: {
    value: text("Figure", { required: true, maxLength: 12, hint: "As it is shown large, e.g. 50+." }),
    label: text("What it counts", { required: true, maxLength: 60, hint: "E.g. Projects Delivered." }),
  },
});

/** The illustrations shipped with the site (public/images/projects); photos from the media library are a later step. */
export const PROJECT_ILLUSTRATIONS = [
  { value: "/images/projects/smart-glasses.svg", label: "Smart glasses" },
  { value: "/images/projects/campus-navigation.svg", label: "Campus navigation" },
  { value: "/images/projects/voice-rooms.svg", label: "Voice rooms" },
  { value: "/images/projects/voice-agent.svg", label: "Voice agent" },
  { value: "/images/projects/vr-training.svg", label: "VR training" },
  { value: "/images/projects/property-tour.svg", label: "Property tour" },
  { value: "/images/projects/brahmastra.svg", label: "Brahmastra" },
] as const;

/**
 * Where a card's "View Project" goes: the project pages exist for these paths only (each shows a service page,
 * decision 0002), so a card picks one and no slug can change under a visitor's bookmark.
 */
export const PROJECT_PAGES = [
  { value: "/projects/smart-glasses", label: "Smart glasses (/projects/smart-glasses)" },
  { value: "/projects/voice-chat", label: "Voice chat (/projects/voice-chat)" },
  { value: "/projects/ar-vr-solutions", label: "AR/VR solutions (/projects/ar-vr-solutions)" },
  { value: "/projects/brahmastra", label: "Brahmastra (/projects/brahmastra)" },
] as const;

/** The /projects page's filter buttons: each card belongs to one (the ids are the SPEC's). */
export const PROJECT_FILTERS = [
  { value: "smart-glasses", label: "Smart Glasses" },
  { value: "voice-chat", label: "Voice Chat" },
  { value: "ar-vr", label: "AR/VR Solutions" },
] as const;

/** The home page's filter buttons, after All; each card shows its category's name. */
export const HOME_PROJECT_CATEGORIES = ["AI Hardware", "Web & Mobile", "AR/VR", "Development Tools"] as const;

const projectCardFields = {
  title: text("Title", { required: true, maxLength: 80 }),
  description: longText("Description", { required: true, maxLength: 300, hint: "One or two sentences under the title." }),
  image: select("Illustration", { required: true, options: PROJECT_ILLUSTRATIONS }),
  link: select("Project page", { required: true, options: PROJECT_PAGES, hint: "Where View Project goes." }),
};

export const projectCollection = defineCollection({
  name: "projects",
  label: "Projects",
  singular: "project",
  description: "The project cards on the projects page, under its filter buttons.",
  kind: "list",
  permission: "content:edit",
  titleField: "title",
  fields: { ...projectCardFields, category: select("Filter", { required: true, options: PROJECT_FILTERS, hint: "The filter button that shows this card." }) },
});

export const featuredProjectCollection = defineCollection({
  name: "featured-projects",
  label: "Featured projects",
  singular: "featured project",
  description: "The project cards on the home page, under its category buttons.",
  kind: "list",
  permission: "content:edit",
  titleField: "title",
  fields: {
    ...projectCardFields,
    category: select("Category", { required: true, options: HOME_PROJECT_CATEGORIES.map((category) => ({ value: category, label: category })), hint: "Shown on the card; its button shows it." }),
  },
});

export const pricingPlanCollection = defineCollection({
  name: "pricing-plans",
  label: "Pricing plans",
  singular: "pricing plan",
  description: "The gym CRM's plans in the pricing section of the custom software service page, side by side in this order.",
  kind: "list",
  permission: "content:edit",
  titleField: "title",
  fields: {
    title: text("Plan name", { required: true, maxLength: 40, hint: "E.g. Monthly." }),
    price: number("Price (₹)", { required: true, max: 10_000_000, hint: "Whole rupees, digits only, e.g. 9999." }),
    originalPrice: number("Price before the discount (₹)", { max: 10_000_000, hint: "Shown crossed out beside the price. Leave empty for none." }),
    period: select("Billed", { required: true, options: [{ value: "month", label: "Every month" }, { value: "year", label: "Every year" }] }),
    description: longText("Description", { required: true, maxLength: 300 }),
    features: lines("Features", { required: true, maxItems: 20, maxLength: 120, hint: "One feature per line, each shown with a tick." }),
    buttonText: text("Button label", { required: true, maxLength: 40, hint: "E.g. Pay Monthly." }),
    buttonLink: url("Button link", { required: true, allowPath: true, hint: "A page of this site such as /contact, or a full https:// address." }),
    popular: checkbox("Highlight as Most Popular", { hint: "A ring and a Most Popular label; for one plan at most." }),
    badge: text("Badge", { maxLength: 40, hint: "A short label beside the name, e.g. Save 1,989/year. Optional." }),
    savings: text("Savings line", { maxLength: 80, hint: "Under the price, e.g. Save 16.6% with annual billing. Optional." }),
  },
});

/** The icons the site draws (content/icon-names.ts), as a select's options: collections' cards and page blocks. */
export const ICON_OPTIONS = ICON_NAMES.map((name) => ({ value: name, label: name.replace(/-/g, " ") }));

/** A card with an icon from the site's set (content/icon-names.ts), a title and a short text. */
const iconCardFields = {
  icon: select("Icon", { required: true, options: ICON_OPTIONS }),
  title: text("Title", { required: true, maxLength: 60 }),
  text: longText("Text", { required: true, maxLength: 400 }),
};

export const benefitCollection = defineCollection({
  name: "benefits",
  label: "Careers benefits",
  singular: "benefit",
  description: "The cards on the careers page, under its introduction (the SPEC starts with four: Great Team, Growth, Work-Life Balance, Benefits).",
  kind: "list",
  permission: "content:edit",
  titleField: "title",
  fields: iconCardFields,
});

export const companyValueCollection = defineCollection({
  name: "values",
  label: "Company values",
  singular: "value",
  description: "The cards under Our values on the about page.",
  kind: "list",
  permission: "content:edit",
  titleField: "title",
  fields: iconCardFields,
});

/** What a testimonial is about: one of the services (a page's testimonials block shows one service's). */
export const TESTIMONIAL_TOPICS = services.map((service) => ({ value: service.slug, label: service.title }));

export const testimonialCollection = defineCollection({
  name: "testimonials",
  label: "Testimonials",
  singular: "testimonial",
  description: "Quotes from clients and users, each about one service; a page's Testimonials block shows those of the service it names.",
  kind: "list",
  permission: "content:edit",
  titleField: "name",
  fields: {
    quote: longText("Quote", { required: true, maxLength: 600, hint: "Their words, without quotation marks: the page adds them." }),
    name: text("Name", { required: true, maxLength: 100 }),
    role: text("Role", { required: true, maxLength: 150, hint: "Who they are, e.g. CTO, a community app with 2 million users." }),
    topic: select("Service", { required: true, options: TESTIMONIAL_TOPICS, hint: "The service it is about." }),
  },
});

export const collections = {
  settings: siteSettingsCollection,
  team: teamCollection,
  faqs: faqCollection,
  figures: companyFigureCollection,
  projects: projectCollection,
  "featured-projects": featuredProjectCollection,
  "pricing-plans": pricingPlanCollection,
  benefits: benefitCollection,
  values: companyValueCollection,
  testimonials: testimonialCollection,
} as const;
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
  /** Its texts with no translation in the language it was read in, shown in English and marked so (`fieldLang`). */
  englishFields?: string[];
}

/** The settings' fields an address is written with (`formatAddress`), for the `lang` of an address shown whole. */
export const ADDRESS_TEXTS = ["street", "city", "region", "country"] as const;

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

/**
 * What a page reads of an entry besides its fields: its id, and the language its texts read in (`entryLanguage`:
 * English where it has no text in the page's language), which the entry's card or row is marked with where it
 * differs from the text around it.
 */
export interface EntryOnPage {
  id: number;
  language: Locale;
  /** Its fields still in English though it reads in `language` (partly translated; `fieldsInEnglishOnly`), each marked so. */
  englishFields?: string[];
}

/** A person on the home, about and team pages. */
export interface TeamMember extends Omit<ReadEntry<typeof teamCollection.fields>, "photo">, EntryOnPage {
  photo: ContentImage | null;
}

/** A card of the careers benefits or the company values, its icon one the site draws. */
export type IconCardEntry = Omit<ReadEntry<typeof iconCardFields>, "icon"> & EntryOnPage & { icon: IconName };

/** A quote about one service. */
export type TestimonialEntry = ReadEntry<typeof testimonialCollection.fields> & EntryOnPage;

/** A question and its answer on the contact page. */
export type Faq = ReadEntry<typeof faqCollection.fields> & EntryOnPage;
/** A figure shown large, with what it counts (home and about pages). */
export type CompanyFigure = ReadEntry<typeof companyFigureCollection.fields> & EntryOnPage;
/** A project card (the projects page's or the home page's). */
export type ProjectCard = ReadEntry<typeof projectCollection.fields> & EntryOnPage;

import { companyStats, companyValues } from "~/content/about";
import { benefits } from "~/content/careers";
import { contactFaqs } from "~/content/faqs";
import { gymCrmPlans } from "~/content/pricing";
import { featuredProjects, projectShowcase } from "~/content/projects";
import { servicePages } from "~/content/service-pages";
import { teamMembers } from "~/content/team";
import { testimonialCollection, benefitCollection, companyFigureCollection, companyValueCollection, faqCollection, featuredProjectCollection, pricingPlanCollection, projectCollection, siteSettingsCollection, teamCollection } from "./collections";
import { storedEntryOf, type CollectionDefinition, type FormValues } from "./content.schema";
import { siteSettingsSeedValues } from "./site-settings-seed";

export { siteSettingsSeedValues };

/**
 * The starting content (migration 0021): what app/content/site.ts and team.ts said when content became editable,
 * as the documents content_entries stores, so a fresh install reads exactly as the site did. Passed through the
 * same conversion as the admin's form, and checked by its schema in content.server.test.ts.
 */
export interface SeedEntry {
  collection: string;
  position: number;
  data: Record<string, unknown>;
}

export function teamSeedValues(): FormValues[] {
  return teamMembers.map((member) => ({
    name: member.name,
    role: member.role,
    focus: member.focus,
    bio: member.bio,
    "photo.mediaId": "",
    "photo.alt": "",
    "social.instagram": member.social.instagram,
    "social.linkedin": member.social.linkedin,
    "social.facebook": member.social.facebook,
  }));
}

export function contentSeed(): SeedEntry[] {
  return [
    { collection: siteSettingsCollection.name, position: 0, data: storedEntryOf(siteSettingsCollection, siteSettingsSeedValues(), null) },
    ...teamSeedValues().map((values, index) => ({ collection: teamCollection.name, position: index + 1, data: storedEntryOf(teamCollection, values, null) })),
  ];
}

function seedEntries(collection: CollectionDefinition, values: FormValues[]): SeedEntry[] {
  return values.map((entry, index) => ({ collection: collection.name, position: index + 1, data: storedEntryOf(collection, entry, null) }));
}

/**
 * The collections that became editable after the first step (migration 0025): FAQs (app/content/faqs.ts), company
 * figures (about.ts), the projects page's cards and the home page's featured cards (projects.ts), as they read then.
 */
export function listCollectionsSeed(): SeedEntry[] {
  const card = (project: (typeof projectShowcase)[number]) => ({ title: project.title, description: project.description, image: project.image, link: project.link, category: project.category });
  return [
    ...seedEntries(faqCollection, contactFaqs.map((faq) => ({ question: faq.question, answer: faq.answer }))),
    ...seedEntries(companyFigureCollection, companyStats.map((stat) => ({ value: stat.value, label: stat.label }))),
    ...seedEntries(projectCollection, projectShowcase.map(card)),
    ...seedEntries(featuredProjectCollection, featuredProjects.map(card)),
  ];
}

/** The gym CRM's plans (app/content/pricing.ts) as they read when pricing became editable (migration 0030). */
export function pricingPlansSeed(): SeedEntry[] {
  return seedEntries(
    pricingPlanCollection,
    gymCrmPlans.map((plan) => ({
      title: plan.title,
      price: String(plan.price),
      originalPrice: plan.originalPrice === undefined ? "" : String(plan.originalPrice),
      period: plan.period,
      description: plan.description,
      features: plan.features.map((feature) => feature.text).join("\n"),
      buttonText: plan.buttonText,
      buttonLink: plan.buttonLink,
      popular: plan.popular ? "on" : "",
      badge: plan.badge ?? "",
      savings: plan.savings ?? "",
    })),
  );
}

/** The careers page's benefits (app/content/careers.ts) and the about page's values (about.ts), migration 0030. */
export function iconCardsSeed(): SeedEntry[] {
  const card = ({ icon, title, text }: { icon: string; title: string; text: string }) => ({ icon, title, text });
  return [...seedEntries(benefitCollection, benefits.map(card)), ...seedEntries(companyValueCollection, companyValues.map(card))];
}

/** The testimonials the service pages show (app/content/service-pages), each about its page's service (migration 0040). */
export function testimonialsSeed(): SeedEntry[] {
  const quotes = servicePages.flatMap((page) =>
    page.sections.flatMap((section) => (section.kind === "testimonials" ? section.testimonials.map((testimonial) => ({ quote: testimonial.quote, name: testimonial.name, role: testimonial.role, topic: page.slug })) : [])),
  );
  return seedEntries(testimonialCollection, quotes);
}

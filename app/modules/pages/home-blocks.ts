import { ICON_OPTIONS } from "~/modules/content/collections";
import { lines, list, longText, select, text, url } from "~/modules/content/content.schema";
import { actionFields, actionPairs, anchorField, defineBlock, sectionFields } from "./block-fields";
import { HERO_ILLUSTRATION_OPTIONS } from "./service-blocks";
import { optionalButton, optionalButtonPair } from "./company-blocks";

/**
 * The block types the home page is made of (decision 0054), each drawn by the home page's own component
 * (components/marketing/home). The figures and the featured projects are content collections, shown from there.
 */

export const homeHeroBlock = defineBlock({
  name: "homeHero",
  label: "Home page heading",
  description: "The home page's top band: the page's h1 with a label above it, an introduction, a button, a link down the page, and the company figures under it.",
  fields: {
    eyebrow: text("Eyebrow", { maxLength: 80, hint: "A short label above the heading. Optional." }),
    heading: text("Heading", { required: true, maxLength: 150 }),
    intro: longText("Introduction", { required: true, maxLength: 600 }),
    buttonLabel: text("Button text", { required: true, maxLength: 60 }),
    buttonLink: url("Button link", { required: true, allowPath: true }),
    jumpLabel: text("Link down the page: text", { maxLength: 60, hint: "Optional, e.g. Discover Brahmastra." }),
    jumpTo: text("Link down the page: anchor", { maxLength: 40, localized: false, hint: "The anchor of a block of this page, e.g. no-code." }),
    figuresHeading: text("Figures heading (read by screen readers)", { required: true, maxLength: 80, hint: "The company figures (Content, Company figures) are shown under the band." }),
  },
  together: [["jumpLabel", "jumpTo"]],
});

export const serviceCardsBlock = defineBlock({
  name: "serviceCards",
  label: "Service cards",
  description: "A section of cards, each an icon, a title, a sentence and a Learn more link.",
  fields: {
    ...sectionFields,
    cards: list("Cards", {
      required: true,
      maxItems: 12,
      of: {
        icon: select("Icon", { required: true, options: ICON_OPTIONS, emptyLabel: "Choose an icon" }),
        title: text("Card title", { required: true, maxLength: 80 }),
        text: longText("Card text", { required: true, maxLength: 300 }),
        link: text("Learn more link", { required: true, maxLength: 200, localized: false, hint: "A page of this site, e.g. /services/web-development." }),
      },
    }),
  },
});

export const featuredProjectsBlock = defineBlock({
  name: "featuredProjects",
  label: "Featured projects",
  description: "A section with the featured projects (edited under Content, Featured projects) and their category filter.",
  fields: { ...sectionFields, ...optionalButton },
  together: optionalButtonPair,
});

export const productShowcaseBlock = defineBlock({
  name: "productShowcase",
  label: "Product showcase",
  description: "A section on one product: heading and introduction beside an illustration, features as small cards, a button and a link to the product's own site.",
  fields: {
    eyebrow: text("Eyebrow", { maxLength: 60 }),
    heading: text("Heading", { required: true, maxLength: 150 }),
    intro: longText("Introduction", { maxLength: 600 }),
    features: list("Features", {
      maxItems: 8,
      of: {
        icon: select("Icon", { required: true, options: ICON_OPTIONS, emptyLabel: "Choose an icon" }),
        title: text("Feature", { required: true, maxLength: 60 }),
        text: text("Feature text", { required: true, maxLength: 160 }),
      },
    }),
    buttonLabel: text("Button text", { required: true, maxLength: 60 }),
    buttonLink: url("Button link", { required: true, allowPath: true }),
    siteLabel: text("Product site link text", { maxLength: 60, hint: "Optional: opens the product's own site in a new tab." }),
    siteLink: url("Product site address"),
    illustration: select("Illustration", { options: HERO_ILLUSTRATION_OPTIONS, emptyLabel: "None" }),
    illustrationAlt: longText("Illustration's alt text", { maxLength: 300, hint: "What the illustration shows; empty when it only decorates." }),
    anchor: anchorField,
  },
  together: [["siteLabel", "siteLink"]],
});

export const comingSoonBlock = defineBlock({
  name: "comingSoon",
  label: "Coming soon teaser",
  description: "A dark band announcing a product: a badge, heading, text, points, buttons and an illustration. A link down the page can lead here.",
  fields: {
    badge: text("Badge", { maxLength: 40, hint: "E.g. Coming Soon." }),
    heading: text("Heading", { required: true, maxLength: 150 }),
    text: longText("Text", { required: true, maxLength: 600 }),
    points: lines("Points", { maxItems: 8, maxLength: 120, hint: "One per line. Optional." }),
    ...actionFields,
    secondButtonContext: text("Second button: words for screen readers", { maxLength: 60, hint: "Read after its text, e.g. about Brahmastra. Optional." }),
    illustration: select("Illustration", { options: HERO_ILLUSTRATION_OPTIONS, emptyLabel: "None" }),
    anchor: anchorField,
  },
  together: actionPairs,
});

export const contactSectionBlock = defineBlock({
  name: "contactSection",
  label: "Contact form",
  description: "A section with the office's details (Site settings) beside the enquiry form.",
  fields: {
    eyebrow: sectionFields.eyebrow,
    heading: sectionFields.heading,
    intro: sectionFields.intro,
    anchor: anchorField,
  },
});

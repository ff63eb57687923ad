import { describe, expect, it } from "vitest";
import { pricingPlanCollection, siteSettingsCollection, teamCollection } from "./collections";
import { siteSettingsSeedValues, teamSeedValues } from "./content-seed";
import { defineCollection, entryLanguage, formSchema, formValuesOf, image, inputNamesIn, list, longText, readEntry, select, sharedFieldLabels, storedEntryOf, text } from "./content.schema";

/** A content entry's form in Hindi (issue 35, decision 0060): its texts only, stored beside the English, which stays. */

const cards = defineCollection({
  name: "cards",
  label: "Cards",
  singular: "card",
  description: "A collection with a list and an image, for these tests.",
  kind: "list",
  permission: "content:edit",
  fields: {
    heading: text("Heading", { required: true, maxLength: 20 }),
    picture: image("Picture", { allowDecorative: true }),
    items: list("Items", { maxItems: 3, of: { icon: select("Icon", { options: [{ value: "star", label: "Star" }] }), title: text("Title", { maxLength: 10 }), body: longText("Body", { maxLength: 50 }) } }),
  },
});

describe("a content form in another language", () => {
  it("has the texts a visitor reads only: localized text, long text, lines, an image's alt text, a list's text parts", () => {
    const names = (collection: Parameters<typeof formSchema>[0]) => Object.entries(collection.fields).flatMap(([key, field]) => inputNamesIn(key, field, "hi"));
    expect(names(teamCollection)).toEqual(["name", "focus", "bio", "photo.alt"]);
    expect(names(pricingPlanCollection)).toEqual(["title", "description", "features", "buttonText", "badge", "savings"]);
    expect(names(cards)).toEqual(["heading", "picture.alt", "items.0.title", "items.0.body", "items.1.title", "items.1.body", "items.2.title", "items.2.body"]);
    // Codes (postal code, country code), addresses, the phone and the links are the same in every language.
    expect(names(siteSettingsCollection)).toEqual(["name", "legalName", "tagline", "description", "street", "city", "region", "country", "hours"]);
    expect(sharedFieldLabels(teamCollection)).toEqual(["Role", "Photo (the image itself)", "Social links"]);
    // In English, every input as before.
    expect(Object.entries(teamCollection.fields).flatMap(([key, field]) => inputNamesIn(key, field, "en"))).toContain("social.linkedin");
  });

  it("requires nothing (an empty text reads in English) and keeps the English limits, with the language in the message", () => {
    // saveEntry hands the schema every input of the form, a missing one as "".
    const empty = formSchema(teamCollection, "hi").safeParse({ name: "", focus: "", bio: "", "photo.alt": "" });
    expect(empty.success).toBe(true);
    const blank = Object.fromEntries(Object.entries(cards.fields).flatMap(([key, field]) => inputNamesIn(key, field, "hi")).map((name) => [name, ""]));
    const tooLong = formSchema(cards, "hi").safeParse({ ...blank, heading: "क".repeat(21), "items.1.body": "ख".repeat(51), "picture.alt": "ग".repeat(301) });
    expect(tooLong.success).toBe(false);
    expect(Object.fromEntries((tooLong.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]))).toEqual({
      heading: "Heading in Hindi may be at most 20 characters.",
      "items.1.body": "Body 2 in Hindi may be at most 50 characters.",
      "picture.alt": "Picture alt text in Hindi may be at most 300 characters.",
    });
    const planBlank = Object.fromEntries(Object.entries(pricingPlanCollection.fields).flatMap(([key, field]) => inputNamesIn(key, field, "hi")).map((name) => [name, ""]));
    const features = formSchema(pricingPlanCollection, "hi").safeParse({ ...planBlank, features: Array.from({ length: 21 }, (_, index) => `सुविधा ${index}`).join("\n") });
    expect(features.error?.issues.map((issue) => issue.message)).toEqual(["Features in Hindi: at most 20 items, one per line."]);
  });

  it("stores the Hindi beside the English and keeps everything else; reads back in the form; an emptied text falls back to English", () => {
    const english = storedEntryOf(cards, { heading: "Why us", "picture.mediaId": "0123456789abcdef", "picture.alt": "A team", "items.0.icon": "star", "items.0.title": "Fast", "items.0.body": "We ship.", "items.1.title": "Kind", "items.1.body": "" }, null);
    const hindi = storedEntryOf(cards, { heading: "हम क्यों", "picture.alt": "एक टीम", "items.0.title": "तेज़", "items.0.body": "", "items.1.title": "दयालु", "items.2.title": "ignored: no such row" }, english, "hi");
    expect(hindi).toEqual({
      heading: { en: "Why us", hi: "हम क्यों" },
      picture: { mediaId: "0123456789abcdef", alt: { en: "A team", hi: "एक टीम" } },
      items: [
        { icon: "star", title: { en: "Fast", hi: "तेज़" }, body: { en: "We ship." } },
        { icon: "", title: { en: "Kind", hi: "दयालु" }, body: { en: "" } },
      ],
    });
    expect(formValuesOf(cards, hindi, "hi")).toMatchObject({ heading: "हम क्यों", "picture.alt": "एक टीम", "items.0.title": "तेज़", "items.0.body": "", "items.1.title": "दयालु", "items.2.title": "" });
    // The English form reads what it did, and an English save keeps the Hindi.
    expect(formValuesOf(cards, hindi)).toEqual(formValuesOf(cards, english));
    expect(storedEntryOf(cards, { ...formValuesOf(cards, hindi), heading: "Why choose us" }, hindi)).toMatchObject({ heading: { en: "Why choose us", hi: "हम क्यों" } });

    // Emptied in Hindi: the Hindi text goes, and a Hindi reader gets the English.
    const emptied = storedEntryOf(cards, { ...formValuesOf(cards, hindi, "hi"), heading: "" }, hindi, "hi");
    expect(emptied.heading).toEqual({ en: "Why us" });
    expect(readEntry(cards, emptied, "hi")).toMatchObject({ heading: "Why us", items: [{ title: "तेज़", body: "We ship." }, { title: "दयालु" }] });
  });

  it("writes no alt text for a decorative image or none; lines are stored one per line", () => {
    const decorative = storedEntryOf(cards, { heading: "A", "picture.mediaId": "0123456789abcdef", "picture.decorative": "on" }, null);
    expect(storedEntryOf(cards, { "picture.alt": "सजावट" }, decorative, "hi").picture).toEqual(decorative.picture);
    expect(storedEntryOf(cards, { "picture.alt": "कुछ" }, { heading: { en: "A" }, picture: null }, "hi").picture).toBeNull();

    const plan = storedEntryOf(pricingPlanCollection, { ...formValuesOf(pricingPlanCollection, null), title: "Monthly", price: "999", features: "One\nTwo" }, null);
    const translated = storedEntryOf(pricingPlanCollection, { features: " एक \n\n दो " }, plan, "hi");
    expect(translated).toMatchObject({ price: 999, title: { en: "Monthly" }, features: { en: "One\nTwo", hi: "एक\nदो" } });
  });

  it("gives the entry a Hindi version by the one rule (entryLanguage): a Hindi text in any of its fields", () => {
    const member = storedEntryOf(teamCollection, teamSeedValues()[0]!, null);
    expect(entryLanguage(teamCollection, member, "hi")).toBe("en");
    const withBio = storedEntryOf(teamCollection, { bio: "पुणे से।" }, member, "hi");
    expect(entryLanguage(teamCollection, withBio, "hi")).toBe("hi");
    const settings = storedEntryOf(siteSettingsCollection, siteSettingsSeedValues(), null);
    expect(storedEntryOf(siteSettingsCollection, { city: "पुणे" }, settings, "hi")).toMatchObject({ city: { en: "Pune", hi: "पुणे" }, postalCode: settings.postalCode, socials: settings.socials });
  });
});

import { describe, expect, it } from "vitest";
import { formValuesOf, storedEntryOf } from "~/modules/content/content.schema";
import { technologyMarks } from "~/content/technology-marks";
import { blockSchema, blockTypes, blockValues, readBlock, type BlockType } from "./blocks";

/** The marketing section blocks (decision 0044): each checked by the schema its fields derive, as a save checks it. */
function check(type: BlockType, values: Record<string, string>) {
  return blockSchema(type).safeParse(blockValues(type, values));
}
function messages(type: BlockType, values: Record<string, string>): Record<string, string> {
  const parsed = check(type, values);
  const found: Record<string, string> = {};
  // The first message per input, as a save keeps it.
  if (!parsed.success) for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
  return found;
}
const section = { heading: "Built right from the first line of code", eyebrow: "What you get", intro: "", background: "" };

describe("feature grid", () => {
  const card = { "cards.0.icon": "gauge", "cards.0.title": "Performance First", "cards.0.text": "Pages that load in under two seconds." };
  it("takes a heading and cards with an icon of the site's set", () => {
    expect(check("featureGrid", { ...section, ...card, columns: "4", background: "muted" }).success).toBe(true);
  });
  it("refuses a card without its icon, an icon the site does not draw, no cards and no heading, each on its input", () => {
    expect(messages("featureGrid", { ...section, ...card, "cards.0.icon": "" })).toEqual({ "cards.0.icon": "Icon 1 is required." });
    expect(messages("featureGrid", { ...section, ...card, "cards.1.icon": "unicorn", "cards.1.title": "Magic", "cards.1.text": "x" })).toEqual({ "cards.1.icon": "Icon 2: choose one of the options." });
    expect(messages("featureGrid", { ...section, heading: "" })).toMatchObject({ heading: "Heading is required." });
    expect(messages("featureGrid", { ...section, ...card, background: "pink", columns: "7" })).toEqual({ background: "Background: choose one of the options.", columns: "Cards per row on wide screens: choose one of the options." });
  });
  it("stores a card's icon as its plain value and its texts per language, and reads them back into the form", () => {
    const stored = storedEntryOf(blockTypes.featureGrid, { ...blockValues("featureGrid", { ...section, ...card }) }, null);
    expect(stored.cards).toEqual([{ icon: "gauge", title: { en: "Performance First" }, text: { en: "Pages that load in under two seconds." } }]);
    expect(formValuesOf(blockTypes.featureGrid, stored)).toMatchObject(card);
    // A Hindi card title stays when the English is corrected; the icon is replaced.
    const translated = { ...stored, cards: [{ icon: "gauge", title: { en: "Performance First", hi: "तेज़" }, text: { en: "x" } }] };
    expect(storedEntryOf(blockTypes.featureGrid, { ...blockValues("featureGrid", { ...section, ...card, "cards.0.icon": "rocket" }) }, translated).cards).toEqual([
      { icon: "rocket", title: { en: "Performance First", hi: "तेज़" }, text: { en: "Pages that load in under two seconds." } },
    ]);
    expect(readBlock({ id: "grid000001", type: "featureGrid", hidden: false, data: translated }, "hi").data).toMatchObject({ cards: [{ icon: "gauge", title: "तेज़", text: "x" }] });
  });
});

describe("process steps", () => {
  it("needs at least one step, each with a title and a text", () => {
    expect(check("processSteps", { ...section, "steps.0.title": "Discover", "steps.0.text": "We learn your goals." }).success).toBe(true);
    expect(messages("processSteps", { ...section })).toEqual({ "steps.0.title": "Steps is required." });
    expect(messages("processSteps", { ...section, "steps.0.title": "Discover" })).toEqual({ "steps.0.text": "Step text 1 is required." });
  });
});

describe("technology list", () => {
  it("takes a name with or without a logo, and refuses a logo the site does not have", () => {
    expect(check("technologyList", { ...section, "items.0.name": "React", "items.0.mark": "react", "items.1.name": "Amazon Web Services" }).success).toBe(true);
    expect(messages("technologyList", { ...section, "items.0.name": "Cobol", "items.0.mark": "cobol" })).toEqual({ "items.0.mark": "Logo 1: choose one of the options." });
    expect(messages("technologyList", { ...section, "items.0.mark": "react" })).toEqual({ "items.0.name": "Technology 1 is required." });
  });
  it("reads each logo as the mark the service pages draw, and none where none was chosen", () => {
    const data = storedEntryOf(blockTypes.technologyList, blockValues("technologyList", { ...section, "items.0.name": "React", "items.0.mark": "react", "items.1.name": "Amazon Web Services" }), null);
    const read = readBlock({ id: "tech000001", type: "technologyList", hidden: false, data }, "en");
    expect(read.type === "technologyList" && read.data.technologies).toEqual([{ name: "React", mark: technologyMarks.react }, { name: "Amazon Web Services", mark: undefined }]);
  });
});

describe("pricing table and testimonials", () => {
  it("a pricing table needs only its heading (the plans are the collection's); a promise needs its icon and text", () => {
    expect(check("pricingTable", { ...section }).success).toBe(true);
    expect(messages("pricingTable", { ...section, "badges.0.label": "7-day free trial" })).toEqual({ "badges.0.icon": "Icon 1 is required." });
    expect(check("pricingTable", { ...section, "badges.0.icon": "timer", "badges.0.label": "7-day free trial" }).success).toBe(true);
  });
  it("a testimonials block names one of the services", () => {
    expect(check("testimonials", { ...section, topic: "mobile-development" }).success).toBe(true);
    expect(messages("testimonials", { ...section, topic: "" })).toEqual({ topic: "Testimonials about is required." });
    expect(messages("testimonials", { ...section, topic: "astrology" })).toEqual({ topic: "Testimonials about: choose one of the options." });
  });
  it("reads with nothing from the collections yet: the server fills the plans and the testimonials", () => {
    const read = readBlock({ id: "price00001", type: "pricingTable", hidden: false, data: storedEntryOf(blockTypes.pricingTable, blockValues("pricingTable", section), null) }, "en");
    expect(read.data).toMatchObject({ heading: section.heading, badges: [], plans: [] });
  });
});

import { renderBlocksHtml } from "~/components/pages/render-blocks-html";
import type { CollectionDefinition } from "~/modules/content/content.schema";
import { findEditablePage, listPages, savePage } from "~/modules/pages/pages.server";
import { translatePage } from "~/modules/pages/page-translations.server";
import type { AppServices } from "~/modules/services";
import { englishOnly, removeHindiTexts } from "./english-only";

/**
 * Issue 35: Hindi texts in collection entries and a Hindi page that shows the pricing plans, for tests and
 * screenshots. The admin's form edits English only (a Hindi form is another step), so the texts are written into
 * the stored document as that form will store them: `{ en, hi }` per text, a lines field's items one per line.
 */
type Services = Pick<AppServices, "database" | "pageCache" | "clock" | "logger" | "env">;

/** Adds Hindi to an entry's texts (field -> text, or lines); answers a function that puts the entry back as it was. */
export async function addHindiTexts(services: Services, collection: CollectionDefinition, id: number, texts: Record<string, string | string[]>): Promise<() => Promise<void>> {
  const db = services.database.db;
  const row = await db.selectFrom("content_entries").select(["data"]).where("collection", "=", collection.name).where("id", "=", id).executeTakeFirstOrThrow();
  const stored = JSON.parse(row.data) as Record<string, unknown>;
  const withHindi = { ...stored };
  for (const [key, text] of Object.entries(texts)) {
    if (!(key in collection.fields)) throw new Error(`${collection.name} has no field ${key}`);
    withHindi[key] = { ...(stored[key] as Record<string, string>), hi: Array.isArray(text) ? text.join("\n") : text };
  }
  await db.updateTable("content_entries").set({ data: JSON.stringify(withHindi) }).where("id", "=", id).execute();
  services.pageCache.invalidate(`${collection.name} ${id}: Hindi texts`, "everything");
  return async () => {
    await db.updateTable("content_entries").set({ data: row.data }).where("id", "=", id).execute();
    services.pageCache.invalidate(`${collection.name} ${id}: put back`, "everything");
  };
}

/**
 * The collections as they were before the sample content had Hindi texts (migration 0053): every Hindi text of the
 * named collections' entries removed, for the tests that compare a Hindi page with what it read before. Answers a
 * function that puts the entries back.
 */
export async function withoutHindiTexts(services: Services, names: string[]): Promise<() => Promise<void>> {
  const db = services.database.db;
  const rows = await removeHindiTexts(db, names);
  services.pageCache.invalidate("collections without their Hindi", "everything");
  return async () => {
    for (const row of rows) await db.updateTable("content_entries").set({ data: row.data }).where("id", "=", row.id).execute();
    services.pageCache.invalidate("collections with their Hindi again", "everything");
  };
}

/**
 * A page of blocks as it was before the sample content gave some of its blocks Hindi texts (migration 0057): every
 * Hindi text of the named blocks of the English page at `path` removed. Answers a function that puts the page back.
 */
export async function withoutHindiBlockTexts(services: Services, path: string, blockIds: string[]): Promise<() => Promise<void>> {
  const db = services.database.db;
  const row = await db.selectFrom("pages").select(["id", "blocks"]).where("path", "=", path).where("language", "=", "en").executeTakeFirstOrThrow();
  const blocks = (JSON.parse(row.blocks) as Array<{ id: string; data: unknown }>).map((block) => (blockIds.includes(block.id) ? { ...block, data: englishOnly(block.data) } : block));
  await db.updateTable("pages").set({ blocks: JSON.stringify(blocks) }).where("id", "=", row.id).execute();
  services.pageCache.invalidate(`${path}: blocks without their Hindi`, "everything");
  return async () => {
    await db.updateTable("pages").set({ blocks: row.blocks }).where("id", "=", row.id).execute();
    services.pageCache.invalidate(`${path}: blocks with their Hindi again`, "everything");
  };
}

/**
 * The gym CRM page (/services/custom-software) translated into Hindi and published, as "Translate to हिन्दी", the
 * translator's text and Publish make it: its heading and its pricing table only, both written in Hindi.
 */
export async function publishHindiPricingPage(services: Services): Promise<{ id: number }> {
  const english = (await listPages(services)).find((page) => page.path === "/services/custom-software" && page.language === "en");
  if (!english) throw new Error("no English /services/custom-software page");
  const made = await translatePage(services, { id: english.id, language: "hi", by: { userId: null }, role: "admin", renderHtml: renderBlocksHtml });
  if (!made.ok) throw new Error(made.message);
  const draft = await findEditablePage(services, { id: made.value.id });
  if (!draft.ok) throw new Error(draft.message);
  const hindi: Record<string, Record<string, string>> = {
    serviceHero: {
      badge: "",
      eyebrow: "कस्टम सॉफ़्टवेयर · जिम सीआरएम",
      heading: "जिम चलाने का पूरा काम, एक ही सीआरएम में",
      intro: "मेंबरशिप, क्लास बुकिंग, बिलिंग, हाज़िरी और मेंबरों को संदेश, सब एक जगह। काग़ज़ी काम हम सँभालते हैं, ताकि आपकी टीम जिम के फ़्लोर पर ध्यान दे सके।",
      buttonLabel: "मुफ़्त ट्रायल शुरू करें",
      secondButtonLabel: "डेमो तय करें",
      highlights: "7 दिन का मुफ़्त ट्रायल\nक्रेडिट कार्ड की ज़रूरत नहीं\n5 मिनट में सेटअप",
    },
    pricingTable: { eyebrow: "कीमत", heading: "सीधी-सादी कीमत, कोई छिपा शुल्क नहीं", intro: "हर महीने भुगतान करें या साल भर का एक साथ, और बचत करें।" },
  };
  const badges = ["7 दिन का मुफ़्त ट्रायल", "क्रेडिट कार्ड नहीं चाहिए", "5 मिनट में सेटअप", "24/7 सहायता", "99.9% अपटाइम", "GDPR के अनुरूप"];
  const blocks = draft.value.form.blocks
    .filter((block) => block.type in hindi)
    .map((block) => {
      const values = { ...block.values, ...hindi[block.type] };
      for (const name of Object.keys(values)) {
        const badge = /^badges\.(\d+)\.label$/.exec(name);
        if (badge && values[name]) values[name] = badges[Number(badge[1])] ?? values[name]!;
      }
      return { ...block, values };
    });
  const published = await savePage(services, {
    id: draft.value.id,
    version: draft.value.version,
    form: { ...draft.value.form, title: "जिम सीआरएम", description: "जिम और फ़िटनेस स्टूडियो के लिए व्योमा जिम सीआरएम: मेंबरशिप, बुकिंग और बिलिंग एक जगह।", blocks },
    intent: "publish",
    by: { userId: null },
    role: "admin",
    override: false,
    renderHtml: renderBlocksHtml,
  });
  if (!published.ok) throw new Error(`${published.message} ${JSON.stringify(published.fieldErrors ?? {})}`);
  return { id: draft.value.id };
}

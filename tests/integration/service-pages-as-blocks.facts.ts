import type { TestApp } from "../support/app";

/** What a reader and a search engine get from a page: the text of <main>, the title and the JSON-LD. */
export interface PageFacts {
  status: number;
  text: string;
  title: string;
  jsonLd: string[];
}

const entities: Record<string, string> = { "&quot;": '"', "&#x27;": "'", "&#39;": "'", "&lt;": "<", "&gt;": ">", "&amp;": "&", "&nbsp;": " " };

export async function pageFacts(app: Pick<TestApp, "fetch">, path: string): Promise<PageFacts> {
  const response = await app.fetch(path);
  const html = await response.text();
  const main = html.match(/<main[\s\S]*<\/main>/)?.[0] ?? "";
  // Tags out, character references decoded (React and the sanitizer escape differently), spaces collapsed.
  const text = main.replace(/<[^>]+>/g, " ").replace(/&(?:quot|#x27|#39|lt|gt|amp|nbsp);/g, (entity) => entities[entity]!).replace(/\s+/g, " ").trim();
  return {
    status: response.status,
    text,
    title: html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "",
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!),
  };
}

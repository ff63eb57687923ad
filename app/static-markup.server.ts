import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import type { StaticMarkupRenderer } from "~/components/layout/static-markup";

/**
 * The server's side of components/layout/static-markup.tsx (entry.server.tsx provides it): each key's children
 * rendered once, with renderToString, which writes what the page's own render would have written in their place
 * (text separators included), so the browser hydrates it.
 * Keys come from the code (which navigation links are active, the year), not from requests: a few dozen at most;
 * the cap only guards a mistake.
 */
export function createStaticMarkupRenderer(maxEntries = 500): StaticMarkupRenderer {
  const rendered = new Map<string, string>();
  return (cacheKey: string, children: ReactElement) => {
    let html = rendered.get(cacheKey);
    if (html === undefined) {
      if (rendered.size >= maxEntries) rendered.clear();
      html = renderToString(children);
      rendered.set(cacheKey, html);
    }
    return html;
  };
}

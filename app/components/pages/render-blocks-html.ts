import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import type { ReadBlock } from "~/modules/pages/blocks";
import { PageBlocks } from "./page-blocks";

/**
 * The blocks as visitors get them, as HTML, for the publish check (savePage's `renderHtml`). Inside a router, since
 * the service pages' components draw links with `Link` and mark the current page with `useLocation`.
 */
export function renderBlocksHtml(blocks: ReadBlock[]): string {
  return renderToStaticMarkup(createElement(MemoryRouter, null, createElement(PageBlocks, { blocks })));
}

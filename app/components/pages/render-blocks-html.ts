import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { ReadBlock } from "~/modules/pages/blocks";
import { PageBlocks } from "./page-blocks";

/**
 * The blocks as visitors get them, as HTML, for the publish check (savePage's `renderHtml`). Inside a data router,
 * since the service pages' components draw links with `Link` and mark the current page with `useLocation`, and the
 * contact section's form uses a fetcher and the site settings (`useRouteLoaderData("root")`, the starting ones here).
 */
export function renderBlocksHtml(blocks: ReadBlock[]): string {
  const router = createMemoryRouter([{ id: "root", path: "*", element: createElement(PageBlocks, { blocks }) }]);
  try {
    return renderToStaticMarkup(createElement(RouterProvider, { router }));
  } finally {
    router.dispose();
  }
}

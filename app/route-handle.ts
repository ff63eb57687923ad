import type { UIMatch } from "react-router";

/** What a route tells the document shell (app/root.tsx) through its `handle` export. */
export interface RouteHandle {
  /**
   * False for pages that need no React in the browser (no forms, no client-side state): anonymous visitors get
   * the HTML, the stylesheet and the small page script (components/layout/enhance-script.tsx) only.
   */
  hydrate?: boolean;
}

/** The handle of a page without forms. */
export const staticPage: RouteHandle = { hydrate: false };

/**
 * Whether the page ships React Router's scripts. Signed-in visitors always get them (admin controls on posts,
 * the logout form's busy state); their pages are never cached, so this costs the public pages nothing.
 */
export function shouldHydrate(matches: UIMatch[], signedIn: boolean): boolean {
  if (signedIn) return true;
  return !matches.some((match) => (match.handle as RouteHandle | undefined)?.hydrate === false);
}

import { createContext, createElement, useContext, type AriaAttributes, type ReactElement } from "react";

/**
 * Renders an element's children to HTML once per cache key (entry.server.tsx provides it; the browser has none).
 * Keys must name everything the children's markup depends on.
 */
export type StaticMarkupRenderer = (cacheKey: string, children: ReactElement) => string;

/** The attributes the chrome's static parts carry. */
type Attributes = { className?: string; focusable?: "false" } & AriaAttributes;

export const StaticMarkupContext = createContext<StaticMarkupRenderer | null>(null);

/**
 * A part of the site's chrome whose markup is the same on every page with the same `cacheKey` (the navigation, the
 * footer's columns, icon sprites): the server renders its children once and then writes the stored HTML, about a
 * quarter of an uncached page's render otherwise (decision 0021). The browser renders the children as usual and
 * hydrates them against that HTML, which is byte for byte what React would have written in place. So the children
 * may not call hooks that need the page's contexts (router, useId): everything they show comes in through props.
 */
export function StaticMarkup({
  as,
  cacheKey,
  children,
  ...attributes
}: { as: "div" | "ul" | "svg"; cacheKey: string; children: ReactElement } & Attributes) {
  const render = useContext(StaticMarkupContext);
  if (!render) return createElement(as, attributes, children);
  return createElement(as, { ...attributes, dangerouslySetInnerHTML: { __html: render(cacheKey, children) } });
}

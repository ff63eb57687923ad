/**
 * A person's own settings, shared by the browser and the server. The Content view: the SPEC's 10-row HTML
 * textarea ("html", everyone's default, SPEC 5) or the visual editor ("visual"); each person's last choice is kept.
 */
export const contentViews = ["html", "visual"] as const;
export type ContentView = (typeof contentViews)[number];
export const defaultContentView: ContentView = "html";

export const preferenceMessages = {
  unknownContentView: "Choose the HTML view or the visual editor.",
} as const;

export function isContentView(value: unknown): value is ContentView {
  return contentViews.includes(value as ContentView);
}

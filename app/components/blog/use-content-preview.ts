import { useEffect, useRef, useState } from "react";
import type { AccessibilityFinding } from "~/modules/accessibility/accessibility.schema";

const DEBOUNCE_MS = 300;
export const PREVIEW_ENDPOINT = "/admin/posts/preview";

/** `accessibility`: the server's check of the text as typed; null until the first preview (the page's own list stands). */
export type PreviewState = { html: string; accessibility: AccessibilityFinding[] | null; status: "idle" | "loading" | "error" };

/**
 * The editor's live preview. The content is sanitized on the server (the same function the post page uses), so
 * the preview shows exactly what readers will get and the sanitizer is never shipped to browsers. The same answer
 * carries the accessibility check of that HTML, so the editor's list follows the text as it is typed.
 */
export function useContentPreview(content: string, initialHtml: string, language: string): PreviewState {
  const [state, setState] = useState<PreviewState>({ html: initialHtml, accessibility: null, status: "idle" });
  const first = useRef(true);

  useEffect(() => {
    // The server already rendered the preview of the initial content.
    if (first.current) {
      first.current = false;
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setState((previous) => ({ ...previous, status: "loading" }));
      try {
        const response = await fetch(PREVIEW_ENDPOINT, {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "application/json" },
          // The check reads the text in the post's language (Devanagari is no foreign passage in a Hindi post).
          body: JSON.stringify({ content, language }),
          signal: controller.signal,
        });
        if (!response.ok) throw new Error(`status ${response.status}`);
        const { html, accessibility } = (await response.json()) as { html: string; accessibility: AccessibilityFinding[] };
        setState({ html, accessibility, status: "idle" });
      } catch {
        if (!controller.signal.aborted) setState((previous) => ({ ...previous, status: "error" }));
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [content, language]);

  return state;
}

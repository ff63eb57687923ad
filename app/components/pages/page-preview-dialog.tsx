import { Monitor, Smartphone } from "lucide-react";
import { useEffect, useRef, useState, type RefObject } from "react";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { localizedPath } from "~/i18n/locale";
import type { Locale } from "~/i18n/locales";

/**
 * Where a page in `language` is previewed: under the language's prefix, so the site's frame around it (header,
 * footer, `<html lang>`) is the one its visitors get (app/routes.ts registers it in every language).
 */
export function pagePreviewEndpoint(language: Locale): string {
  return localizedPath("/admin/pages/preview", language);
}

/** The widths a page is previewed at: a common phone's and a laptop's (CSS px). */
const WIDTHS = {
  phone: { width: 375, height: 667, label: "Phone", icon: Smartphone },
  desktop: { width: 1280, height: 800, label: "Desktop", icon: Monitor },
} as const;
type Width = keyof typeof WIDTHS;

type PreviewState = { status: "loading" } | { status: "ready"; html: string } | { status: "error" };

/**
 * The page editor's Preview button (decision 0044): posts the whole form, unsaved, to the preview route (as the
 * post editor posts its content to its preview endpoint) and shows the answer, the page in the site's frame, in a
 * frame as wide as a phone or a desktop (scaled down to fit the dialog). The frame runs no script and sends no form
 * (sandbox). Without JavaScript the button posts the form to the preview route in a new tab.
 */
export function PagePreviewButton({ formRef, language }: { formRef: RefObject<HTMLFormElement | null>; language: Locale }) {
  const endpoint = pagePreviewEndpoint(language);
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<PreviewState>({ status: "loading" });
  const [width, setWidth] = useState<Width>("desktop");
  const request = useRef<AbortController | null>(null);

  async function showPreview(event: React.MouseEvent<HTMLButtonElement>) {
    const form = formRef.current;
    if (!form) return;
    event.preventDefault();
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setOpen(true);
    setState({ status: "loading" });
    try {
      const body = new URLSearchParams();
      for (const [name, value] of new FormData(form)) if (typeof value === "string" && name !== "intent") body.append(name, value);
      const response = await fetch(endpoint, { method: "POST", body, headers: { Accept: "text/html" }, signal: controller.signal });
      if (!response.ok) throw new Error(`status ${response.status}`);
      setState({ status: "ready", html: await response.text() });
    } catch {
      if (!controller.signal.aborted) setState({ status: "error" });
    }
  }

  return (
    <>
      <Button type="submit" variant="secondary" formAction={endpoint} formMethod="post" formTarget="_blank" formNoValidate onClick={showPreview}>
        Preview
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!next) request.current?.abort();
          setOpen(next);
        }}
        title="Preview of unsaved changes"
        description="The page as visitors would see it, with what the form holds now. Nothing is saved until you save."
        size="max-w-6xl"
      >
        <div className="flex flex-wrap items-center gap-3">
          <div role="group" aria-label="Preview width" className="inline-flex rounded-lg border border-slate-300 p-0.5">
            {(Object.keys(WIDTHS) as Width[]).map((key) => {
              const { label, width: pixels, icon: Icon } = WIDTHS[key];
              return (
                <button
                  key={key}
                  type="button"
                  aria-pressed={width === key}
                  onClick={() => setWidth(key)}
                  className="inline-flex min-h-10 items-center gap-1.5 rounded-md px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100 aria-pressed:bg-brand-700 aria-pressed:text-white"
                >
                  <Icon aria-hidden="true" className="size-4" />
                  {`${label} (${pixels} px)`}
                </button>
              );
            })}
          </div>
          <p aria-live="polite" className="text-sm text-slate-700">
            {state.status === "loading" ? "Rendering the preview..." : state.status === "error" ? "The preview could not be made. Your changes are still in the form: try again." : ""}
          </p>
        </div>
        {state.status === "ready" ? <PreviewFrame html={state.html} width={width} /> : <div className="mt-4 h-64 rounded-xl bg-slate-100" aria-hidden="true" />}
      </Dialog>
    </>
  );
}

/** The preview at the chosen width, scaled down (never up) to the dialog's width so the whole width shows. */
function PreviewFrame({ html, width }: { html: string; width: Width }) {
  const { width: frameWidth, height: frameHeight, label } = WIDTHS[width];
  const box = useRef<HTMLDivElement>(null);
  const [available, setAvailable] = useState<number>(frameWidth);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setAvailable(entry!.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const scale = Math.min(1, available / frameWidth);
  return (
    <div ref={box} className="mt-4 w-full">
      <div className="mx-auto overflow-hidden rounded-xl ring-1 ring-slate-300" style={{ width: frameWidth * scale, height: frameHeight * scale }}>
        <iframe
          title={`The page at ${label.toLowerCase()} width (${frameWidth} px)`}
          srcDoc={html}
          sandbox="allow-same-origin"
          data-preview-width={frameWidth}
          width={frameWidth}
          height={frameHeight}
          className="origin-top-left border-0 bg-white"
          style={{ transform: scale < 1 ? `scale(${scale})` : undefined }}
        />
      </div>
    </div>
  );
}

import { useEffect, useId, useRef, useState, type ComponentType } from "react";
import { controlClass } from "~/components/ui/field";
import type { ContentView } from "~/modules/auth/preferences.schema";
import { formatHtmlSource, unsupportedTags } from "./source-html";
import type { RichTextEditorHandle, RichTextEditorProps } from "./rich-text-editor";

interface RichTextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange(value: string): void;
  /** The view this person last chose; the SPEC's HTML textarea unless they picked the visual editor. */
  initialView: ContentView;
  /** Called after each switch the person makes, so the choice can be remembered for them. */
  onViewChange?(view: ContentView): void;
  error?: string;
  /** Shown with the HTML view only (it describes writing HTML). */
  hint?: string;
  maxLength?: number;
  rows?: number;
}

/** "idle": the server's render, and the whole story without JavaScript. */
type EditorLoad = "idle" | "loading" | "ready" | "failed";

/**
 * A post's Content. The field is the SPEC's textarea of HTML (`name` is the form field), which the server renders,
 * a browser without JavaScript submits, and everyone gets by default. The visual editor (Tiptap) is one click away:
 * it is imported on demand in the background, and a person who chose it gets it again on their next form. The
 * textarea stays the form's field in both views; switching carries the content across (decision 0016, 0025).
 */
export function RichTextField({ label, name, value, onChange, initialView, onViewChange, error, hint, maxLength, rows = 10 }: RichTextFieldProps) {
  const id = useId();
  const editorHandle = useRef<RichTextEditorHandle>(null);
  const [Editor, setEditor] = useState<ComponentType<RichTextEditorProps> | null>(null);
  const [load, setLoad] = useState<EditorLoad>("idle");
  // The view asked for; the visual one shows once the editor has arrived.
  const [view, setView] = useState<ContentView>(initialView);
  const [notice, setNotice] = useState("");
  // What the editor starts from each time it opens: the textarea's HTML at that moment.
  const [initialHtml, setInitialHtml] = useState(value);
  const focusEditor = useRef(false);
  const latest = useRef(value);
  latest.current = value;
  const viewRef = useRef(view);
  viewRef.current = view;

  useEffect(() => {
    let cancelled = false;
    setLoad("loading");
    import("./rich-text-editor").then(
      (module) => {
        if (cancelled) return;
        const html = latest.current;
        setInitialHtml(html);
        setEditor(() => module.default);
        setLoad("ready");
        const unsupported = unsupportedTags(html);
        if (viewRef.current === "visual" && unsupported.length > 0) {
          setNotice(keepsHtmlNotice(unsupported));
          setView("html");
        }
      },
      () => {
        if (cancelled) return;
        setLoad("failed");
        setView("html");
      },
    );
    return () => {
      cancelled = true;
    };
  }, []);

  const shown: ContentView = view === "visual" && load === "ready" ? "visual" : "html";

  function switchTo(next: ContentView) {
    if (next === view) return;
    if (next === "html") {
      setNotice("");
      if (shown === "visual") onChange(formatHtmlSource(value));
      setView("html");
      onViewChange?.("html");
      return;
    }
    if (load === "failed") return;
    const unsupported = unsupportedTags(value);
    if (unsupported.length > 0) {
      setNotice(keepsHtmlNotice(unsupported));
      return;
    }
    setNotice("");
    // The editor mounts on this HTML (still loading: on the textarea's content when it arrives) and writes its own.
    setInitialHtml(value);
    focusEditor.current = true;
    setView("visual");
    onViewChange?.("visual");
  }

  useEffect(() => {
    if (shown !== "visual" || !focusEditor.current) return;
    focusEditor.current = false;
    editorHandle.current?.focus();
  }, [shown]);

  const hintId = hint && shown === "html" ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const noticeId = notice ? `${id}-notice` : undefined;
  const describedBy = [hintId, noticeId, errorId].filter(Boolean).join(" ") || undefined;
  const status =
    load === "failed" ? "The visual editor could not load; edit the HTML here." : view === "visual" && load === "loading" ? "Loading the visual editor..." : "";
  const viewButton =
    "px-2.5 py-1 text-xs font-semibold text-slate-700 hover:bg-slate-50 focus-visible:relative focus-visible:outline-2 focus-visible:outline-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-800 aria-disabled:cursor-not-allowed aria-disabled:opacity-50";
  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-2">
        <label id={`${id}-label`} htmlFor={`${id}-source`} className="block text-sm font-medium text-ink" onClick={() => shown === "visual" && editorHandle.current?.focus()}>
          {label}
        </label>
        <span role="status" className="text-xs text-slate-600">
          {status}
        </span>
        {load !== "idle" ? (
          <div role="group" aria-label="Edit as" className="inline-flex divide-x divide-slate-300 overflow-hidden rounded-md border border-slate-300 bg-white">
            <button type="button" aria-pressed={shown === "html"} onClick={() => switchTo("html")} className={`${viewButton} font-mono`}>
              HTML
            </button>
            <button type="button" aria-pressed={shown === "visual"} aria-disabled={load === "failed" || undefined} onClick={() => switchTo("visual")} className={viewButton}>
              Visual editor
            </button>
          </div>
        ) : null}
      </div>
      <textarea
        id={`${id}-source`}
        name={name}
        rows={rows}
        required
        maxLength={maxLength}
        hidden={shown === "visual"}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${controlClass} font-mono text-sm`}
      />
      {/* Mounted in the visual view only: in the HTML view the textarea is the one control named Content. */}
      {Editor && shown === "visual" ? (
        <div className="mt-1">
          <Editor
            handle={editorHandle}
            initialHtml={initialHtml}
            id={`${id}-editor`}
            labelId={`${id}-label`}
            describedBy={describedBy}
            invalid={!!error}
            onChange={onChange}
          />
        </div>
      ) : null}
      {hintId ? (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {notice ? (
        <p id={noticeId} className="mt-1 text-sm text-amber-800">
          {notice}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function keepsHtmlNotice(tags: string[]): string {
  const list = tags.map((tag) => `<${tag}>`).join(", ");
  return `This content uses ${list}, which the visual editor cannot keep, so it stays in the HTML view. Remove ${tags.length > 1 ? "them" : "it"} to switch back.`;
}

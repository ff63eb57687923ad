import { useEffect, useId, useRef, useState, type ComponentType } from "react";
import { controlClass } from "~/components/ui/field";
import { formatHtmlSource, unsupportedTags } from "./source-html";
import type { RichTextEditorHandle, RichTextEditorProps } from "./rich-text-editor";

interface RichTextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  hint?: string;
  maxLength?: number;
  rows?: number;
}

/** "plain": the server's render, and the whole story without JavaScript. */
type Mode = "plain" | "loading" | "visual" | "html" | "unavailable";

/**
 * A post's Content. The server renders a plain textarea of HTML, which is all a browser without JavaScript gets and
 * still submits. In the browser the visual editor is imported on demand and takes the textarea's place; the
 * textarea stays the form's `content` field and doubles as the "HTML" source view.
 */
export function RichTextField({ label, name, value, onChange, error, hint, maxLength, rows = 10 }: RichTextFieldProps) {
  const id = useId();
  const editorHandle = useRef<RichTextEditorHandle>(null);
  const [Editor, setEditor] = useState<ComponentType<RichTextEditorProps> | null>(null);
  const [mode, setMode] = useState<Mode>("plain");
  const [notice, setNotice] = useState("");
  // What the textarea holds when the editor arrives (the author may have typed while it loaded).
  const [initialHtml, setInitialHtml] = useState(value);
  const latest = useRef(value);
  latest.current = value;

  useEffect(() => {
    let cancelled = false;
    setMode("loading");
    import("./rich-text-editor").then(
      (module) => {
        if (cancelled) return;
        const html = latest.current;
        setInitialHtml(html);
        setEditor(() => module.default);
        const unsupported = unsupportedTags(html);
        if (unsupported.length > 0) {
          setNotice(keepsHtmlNotice(unsupported));
          setMode("html");
        } else setMode("visual");
      },
      () => !cancelled && setMode("unavailable"),
    );
    return () => {
      cancelled = true;
    };
  }, []);

  function toggleSource() {
    if (mode === "visual") {
      setNotice("");
      onChange(formatHtmlSource(value));
      setMode("html");
      return;
    }
    const unsupported = unsupportedTags(value);
    if (unsupported.length > 0) {
      setNotice(keepsHtmlNotice(unsupported));
      return;
    }
    const html = editorHandle.current?.load(value);
    if (html !== undefined) onChange(html);
    setNotice("");
    setMode("visual");
    requestAnimationFrame(() => editorHandle.current?.focus());
  }

  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const noticeId = notice ? `${id}-notice` : undefined;
  const describedBy = [hintId, noticeId, errorId].filter(Boolean).join(" ") || undefined;
  const status = { plain: "", loading: "Loading the editor...", unavailable: "The visual editor could not load; edit the HTML here.", visual: "", html: "" }[mode];
  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-2">
        <label id={`${id}-label`} htmlFor={`${id}-source`} className="block text-sm font-medium text-ink" onClick={() => mode === "visual" && editorHandle.current?.focus()}>
          {label}
        </label>
        <span role="status" className="text-xs text-slate-600">
          {status}
        </span>
        {mode === "visual" || mode === "html" ? (
          <button
            type="button"
            aria-pressed={mode === "html"}
            onClick={toggleSource}
            className="rounded-md border border-slate-300 bg-white px-2.5 py-0.5 font-mono text-xs font-semibold text-slate-700 hover:bg-slate-50 aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-800"
          >
            HTML
          </button>
        ) : null}
      </div>
      <textarea
        id={`${id}-source`}
        name={name}
        rows={rows}
        required
        maxLength={maxLength}
        hidden={mode === "visual"}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${controlClass} font-mono text-sm`}
      />
      {Editor ? (
        <div className="mt-1">
          <Editor
            handle={editorHandle}
            initialHtml={initialHtml}
            id={`${id}-editor`}
            labelId={`${id}-label`}
            describedBy={describedBy}
            invalid={!!error}
            hidden={mode !== "visual"}
            onChange={onChange}
          />
        </div>
      ) : null}
      {hint ? (
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

import type { DiffPart } from "~/modules/blog/word-diff";

/**
 * A word diff as text: removed words struck through in red, added words underlined in green (never colour alone).
 * Content's formatting changes are named below it ("Formatting changed: heading, bold"), never shown as tags.
 */
export function WordDiffView({ parts, formatting = [] }: { parts: DiffPart[]; formatting?: string[] }) {
  return (
    <>
      <p className="whitespace-pre-wrap break-words rounded-lg border border-slate-200 bg-slate-50 p-3 font-mono text-sm leading-6 text-ink">
        {parts.map((part, index) =>
          part.kind === "added" ? (
            <ins key={index} className="mx-px rounded-sm bg-emerald-100 px-0.5 text-emerald-900 underline decoration-emerald-700">
              {part.text}
            </ins>
          ) : part.kind === "removed" ? (
            <del key={index} className="mx-px rounded-sm bg-red-100 px-0.5 text-red-900 line-through decoration-red-700">
              {part.text}
            </del>
          ) : (
            <span key={index}>{part.text}</span>
          ),
        )}
      </p>
      {formatting.length ? <p className="mt-1 text-sm text-slate-700">{`Formatting changed: ${formatting.join(", ")}`}</p> : null}
    </>
  );
}

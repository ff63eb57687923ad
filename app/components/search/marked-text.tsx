import type { TextPart } from "~/modules/search/search.schema";

/** A title or snippet with its matches in <mark>: every part is text, so nothing in it can become markup. */
export function MarkedText({ parts }: { parts: TextPart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.mark ? (
          <mark key={index} className="rounded-sm bg-amber-100 px-0.5 text-inherit">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

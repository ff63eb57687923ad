import { PostBody } from "~/components/blog/post-body";
import { OriginalBeside } from "~/components/translations/original-beside";
import type { Field, FormValues } from "~/modules/content/content.schema";
import { blockTypes, type BlockDefinition } from "~/modules/pages/blocks";
import type { OriginalPage } from "~/modules/pages/pages.schema";

/**
 * What a page translation's editor shows beside the form (decision 0053): the original's title, description and
 * blocks in order, each field under the label the form gives it, read only. Rich text is the stored HTML, which was
 * sanitized when it was saved.
 */
export function OriginalPageBeside({ original }: { original: OriginalPage }) {
  return (
    <OriginalBeside language={original.language} title={original.title} editPath={`/admin/pages/${original.id}`}>
      {original.description ? <p className="mt-2 text-slate-700">{original.description}</p> : null}
      <ol className="mt-4 space-y-4 border-t border-slate-200 pt-4">
        {original.blocks.map((block, index) => {
          const definition = blockTypes[block.type] as BlockDefinition;
          return (
            <li key={block.id}>
              <h3 lang="en" className="text-sm font-semibold text-ink">
                {`${index + 1}. ${definition.label}`}
                {block.hidden ? <span className="ml-2 font-normal text-slate-600">(hidden from visitors)</span> : null}
              </h3>
              <dl className="mt-1 space-y-1.5 text-sm">
                {Object.entries(definition.fields).map(([key, field]) => {
                  const shown = fieldText(key, field, block.values);
                  if (shown === null) return null;
                  return (
                    <div key={key}>
                      <dt lang="en" className="text-xs font-medium uppercase tracking-wide text-slate-500">
                        {field.label}
                      </dt>
                      <dd className="text-slate-800">{shown}</dd>
                    </div>
                  );
                })}
              </dl>
            </li>
          );
        })}
      </ol>
    </OriginalBeside>
  );
}

/** A field's value as the translator reads it, or null when the original left it empty. */
function fieldText(key: string, field: Field, values: FormValues) {
  const value = (input: string) => values[input] ?? "";
  switch (field.kind) {
    case "richText":
      return value(key) ? <PostBody html={value(key)} className="!text-sm !leading-6" /> : null;
    case "image":
      return value(`${key}.mediaId`) ? (value(`${key}.decorative`) ? "Decorative image" : `Image, alt text: ${value(`${key}.alt`)}`) : null;
    case "list": {
      const parts = Object.entries(field.of);
      const rows = Array.from({ length: field.maxItems }, (_, row) =>
        parts
          .map(([part, partField]) => (partField.kind === "select" ? (partField.options.find((option) => option.value === value(`${key}.${row}.${part}`))?.label ?? "") : value(`${key}.${row}.${part}`)))
          .filter((text) => text !== ""),
      ).filter((row) => row.length > 0);
      return rows.length === 0 ? null : (
        <ol className="list-decimal space-y-1 pl-5">
          {rows.map((row, index) => (
            <li key={index}>{row.join(" · ")}</li>
          ))}
        </ol>
      );
    }
    case "links":
      return null;
    case "select":
      return value(key) ? (field.options.find((option) => option.value === value(key))?.label ?? value(key)) : null;
    case "checkbox":
      return value(key) ? "Yes" : null;
    case "lines":
      return value(key) ? <span className="whitespace-pre-line">{value(key)}</span> : null;
    default:
      return value(key) || null;
  }
}

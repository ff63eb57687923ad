import { data, Link, redirect } from "react-router";
import { ContentForm } from "~/components/admin/content-form";
import { FormLanguageSwitch } from "~/components/admin/content-translation";
import { formLanguageOf, requireCollection, saveEntryFromForm } from "~/http/content-collection.server";
import { DEFAULT_LOCALE, languageNameInEnglish } from "~/i18n/locales";
import { findCollection } from "~/modules/content/collections";
import { formValuesOf } from "~/modules/content/content.schema";
import { findEditableEntry } from "~/modules/content/content.server";
import { parseId } from "~/modules/ids";
import { routeMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/content-entry";

/** "new", or the id of an entry (anything else is not found). */
function entryId(raw: string | undefined): number | "new" {
  if (raw === "new") return "new";
  const id = parseId(raw);
  if (id === null) throw data("Not Found", { status: 404 });
  return id;
}

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, { title: args.data ? `${args.data.title}${args.data.language === DEFAULT_LOCALE ? "" : ` (${languageNameInEnglish(args.data.language)})`} - ${args.data.collectionLabel}` : "Not found", noIndex: true });

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { collection } = await requireCollection(request, context, params.collection, "list");
  const id = entryId(params.id);
  const language = formLanguageOf(request);
  const base = { collection: collection.name, collectionLabel: collection.label, id, language };
  if (id === "new") {
    if (language !== DEFAULT_LOCALE) throw data(`Add the ${collection.singular} in English first; then write its ${languageNameInEnglish(language)} texts.`, { status: 400 });
    const values = formValuesOf(collection, null);
    return { ...base, title: `New ${collection.singular}`, values, english: values, previews: {}, version: "" };
  }
  const entry = await findEditableEntry(context, { collection, id, language });
  if (!entry.ok) throw data(entry.message, { status: 404 });
  return { ...base, title: entry.value.title, values: entry.value.values, english: entry.value.english, previews: entry.value.previews, version: entry.value.version };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, collection } = await requireCollection(request, context, params.collection, "list");
  const language = formLanguageOf(request);
  const { savedId, refusal } = await saveEntryFromForm(request, context, { user, collection, id: entryId(params.id), language });
  return refusal ?? redirect(`/admin/content/${collection.name}?saved=${savedId}${language === DEFAULT_LOCALE ? "" : `&language=${language}`}`);
}

/** Adds or edits one entry of a list collection (a team member) with the collection's one form. */
export default function ContentEntry({ loaderData, actionData }: Route.ComponentProps) {
  const collection = findCollection(loaderData.collection)!;
  const listPath = `/admin/content/${collection.name}`;
  return (
    <section>
      <p className="text-sm">
        <Link to={listPath} className="font-semibold text-brand-700 hover:underline">
          {/* The label as written: lower-casing it turned "FAQs" into "faqs". */}
          {`Back to ${collection.label}`}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">{loaderData.language === DEFAULT_LOCALE ? loaderData.title : `${loaderData.title}: ${languageNameInEnglish(loaderData.language)} texts`}</h1>
      <p className="mt-2 max-w-3xl text-slate-600">{`${collection.description} A save shows on the next page anyone opens.`}</p>
      {loaderData.id === "new" ? null : <FormLanguageSwitch language={loaderData.language} />}
      <ContentForm
        key={loaderData.language}
        language={loaderData.language}
        english={loaderData.english}
        collection={collection}
        values={actionData?.values ?? loaderData.values}
        version={actionData?.conflict?.version ?? loaderData.version}
        conflict={actionData?.conflict?.differences}
        previews={loaderData.previews}
        errors={actionData?.fieldErrors}
        message={actionData ? { tone: "error", text: actionData.message } : null}
        submitLabel={loaderData.id === "new" ? `Add ${collection.singular}` : loaderData.language === DEFAULT_LOCALE ? "Save changes" : `Save the ${languageNameInEnglish(loaderData.language)} texts`}
        extra={
          <Link to={listPath} className="rounded-lg px-4 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-100">
            Cancel
          </Link>
        }
      />
    </section>
  );
}

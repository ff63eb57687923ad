import { data, Link, redirect } from "react-router";
import { ContentForm } from "~/components/admin/content-form";
import { requireCollection, saveEntryFromForm } from "~/http/content-collection.server";
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
  routeMeta(args, { title: args.data ? `${args.data.title} - ${args.data.collectionLabel}` : "Not found", noIndex: true });

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { collection } = await requireCollection(request, context, params.collection, "list");
  const id = entryId(params.id);
  const base = { collection: collection.name, collectionLabel: collection.label, id };
  if (id === "new") return { ...base, title: `New ${collection.singular}`, values: formValuesOf(collection, null), previews: {}, version: "" };
  const entry = await findEditableEntry(context, { collection, id });
  if (!entry.ok) throw data(entry.message, { status: 404 });
  return { ...base, title: entry.value.title, values: entry.value.values, previews: entry.value.previews, version: entry.value.version };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, collection } = await requireCollection(request, context, params.collection, "list");
  const { savedId, refusal } = await saveEntryFromForm(request, context, { user, collection, id: entryId(params.id) });
  return refusal ?? redirect(`/admin/content/${collection.name}?saved=${savedId}`);
}

/** Adds or edits one entry of a list collection (a team member) with the collection's one form. */
export default function ContentEntry({ loaderData, actionData }: Route.ComponentProps) {
  const collection = findCollection(loaderData.collection)!;
  const listPath = `/admin/content/${collection.name}`;
  return (
    <section>
      <p className="text-sm">
        <Link to={listPath} className="font-semibold text-brand-700 hover:underline">
          {`All ${collection.label.toLowerCase()}`}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">{loaderData.title}</h1>
      <p className="mt-2 max-w-3xl text-slate-600">{`${collection.description} A save shows on the next page anyone opens.`}</p>
      <ContentForm
        collection={collection}
        values={actionData?.values ?? loaderData.values}
        version={actionData?.conflict?.version ?? loaderData.version}
        conflict={actionData?.conflict?.differences}
        previews={loaderData.previews}
        errors={actionData?.fieldErrors}
        message={actionData ? { tone: "error", text: actionData.message } : null}
        submitLabel={loaderData.id === "new" ? `Add ${collection.singular}` : "Save changes"}
        extra={
          <Link to={listPath} className="rounded-lg px-4 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-100">
            Cancel
          </Link>
        }
      />
    </section>
  );
}

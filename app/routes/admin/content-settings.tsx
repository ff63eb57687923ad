import { data } from "react-router";
import { ContentForm } from "~/components/admin/content-form";
import { Time } from "~/components/admin/admin-ui";
import { failureInit } from "~/http/failure-response";
import { requireCollection } from "~/http/content-collection.server";
import { auditActorOf } from "~/http/guards.server";
import { readFormData } from "~/http/read-form.server";
import { findCollection } from "~/modules/content/collections";
import { findEditableEntry, saveEntry } from "~/modules/content/content.server";
import { formValues } from "~/modules/forms/parse-form";
import { routeMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/content-settings";

export const meta: Route.MetaFunction = (args) => routeMeta(args, { title: "Site settings", noIndex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  const { collection } = await requireCollection(request, context, "settings", "singleton");
  const entry = await findEditableEntry(context, { collection, id: "singleton" });
  return { values: entry.ok ? entry.value.values : {}, previews: entry.ok ? entry.value.previews : {}, updatedAt: entry.ok ? entry.value.updatedAt : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, collection } = await requireCollection(request, context, "settings", "singleton");
  const fields = formValues(await readFormData(request));
  const result = await saveEntry(context, { collection, id: "singleton", fields, by: auditActorOf(user, context) });
  if (!result.ok) return data({ ok: false as const, message: result.message, fieldErrors: result.fieldErrors ?? {}, values: fields }, failureInit(result));
  return { ok: true as const, message: "Settings saved. Every page shows them from now on." };
}

/** The company's details every page shows (footer, contact, legal pages, structured data, mails): admins only. */
export default function ContentSettings({ loaderData, actionData }: Route.ComponentProps) {
  const collection = findCollection("settings")!;
  const refused = actionData && !actionData.ok ? actionData : null;
  return (
    <section>
      <h1 className="text-3xl font-bold tracking-tight">Site settings</h1>
      <p className="mt-2 max-w-3xl text-slate-600">
        {`${collection.description} A save shows on the next page anyone opens.`}
      </p>
      <p className="mt-1 text-sm text-slate-600">
        Last saved <Time iso={loaderData.updatedAt} />
      </p>
      <ContentForm
        collection={collection}
        values={refused ? refused.values : loaderData.values}
        previews={loaderData.previews}
        errors={refused?.fieldErrors}
        message={actionData ? { tone: actionData.ok ? "success" : "error", text: actionData.message } : null}
        submitLabel="Save settings"
      />
    </section>
  );
}

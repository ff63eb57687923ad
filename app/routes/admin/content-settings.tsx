import { ContentForm } from "~/components/admin/content-form";
import { Time } from "~/components/admin/admin-ui";
import { FormLanguageSwitch } from "~/components/admin/content-translation";
import { formLanguageOf, requireCollection, saveEntryFromForm } from "~/http/content-collection.server";
import { DEFAULT_LOCALE, languageNameInEnglish } from "~/i18n/locales";
import { findCollection } from "~/modules/content/collections";
import { findEditableEntry } from "~/modules/content/content.server";
import { routeMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/content-settings";

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, { title: args.data && args.data.language !== DEFAULT_LOCALE ? `Site settings (${languageNameInEnglish(args.data.language)})` : "Site settings", noIndex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  const { collection } = await requireCollection(request, context, "settings", "singleton");
  const language = formLanguageOf(request);
  const entry = await findEditableEntry(context, { collection, id: "singleton", language });
  return {
    language,
    values: entry.ok ? entry.value.values : {},
    english: entry.ok ? entry.value.english : {},
    previews: entry.ok ? entry.value.previews : {},
    updatedAt: entry.ok ? entry.value.updatedAt : null,
    version: entry.ok ? entry.value.version : "",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, collection } = await requireCollection(request, context, "settings", "singleton");
  const language = formLanguageOf(request);
  const { refusal } = await saveEntryFromForm(request, context, { user, collection, id: "singleton", language });
  const saved = language === DEFAULT_LOCALE ? "Settings saved. Every page shows them from now on." : `${languageNameInEnglish(language)} texts saved. Every page in ${languageNameInEnglish(language)} shows them from now on.`;
  return refusal ?? { ok: true as const, message: saved };
}

/** The company's details every page shows (footer, contact, legal pages, structured data, mails): admins only. */
export default function ContentSettings({ loaderData, actionData }: Route.ComponentProps) {
  const collection = findCollection("settings")!;
  const refused = actionData && !actionData.ok ? actionData : null;
  return (
    <section>
      <h1 className="text-3xl font-bold tracking-tight">{loaderData.language === DEFAULT_LOCALE ? "Site settings" : `Site settings: ${languageNameInEnglish(loaderData.language)} texts`}</h1>
      <p className="mt-2 max-w-3xl text-slate-600">
        {`${collection.description} A save shows on the next page anyone opens.`}
      </p>
      <p className="mt-1 text-sm text-slate-600">
        Last saved <Time iso={loaderData.updatedAt} />
      </p>
      <FormLanguageSwitch language={loaderData.language} />
      <ContentForm
        key={loaderData.language}
        language={loaderData.language}
        english={loaderData.english}
        collection={collection}
        values={refused ? refused.values : loaderData.values}
        version={refused?.conflict?.version ?? loaderData.version}
        conflict={refused?.conflict?.differences}
        previews={loaderData.previews}
        errors={refused?.fieldErrors}
        message={actionData ? { tone: actionData.ok ? "success" : "error", text: actionData.message } : null}
        submitLabel={loaderData.language === DEFAULT_LOCALE ? "Save settings" : `Save the ${languageNameInEnglish(loaderData.language)} texts`}
      />
    </section>
  );
}

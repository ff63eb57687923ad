import { data, Form, Link, redirect } from "react-router";
import { AdminTable, Badge, EmptyState } from "~/components/admin/admin-ui";
import { renderBlocksHtml } from "~/components/pages/render-blocks-html";
import { TranslateButton } from "~/components/translations/document-translations";
import { FormMessage } from "~/components/ui/field";
import { failureInit } from "~/http/failure-response";
import { auditActorOf, requirePermission } from "~/http/guards.server";
import { readFormData } from "~/http/read-form.server";
import { DEFAULT_LOCALE, LANGUAGE_NAME, LOCALES, asLocale, languageNameInEnglish, type Locale } from "~/i18n/locales";
import { can } from "~/modules/auth/permissions";
import { parseId } from "~/modules/ids";
import { routeMeta } from "~/modules/seo/meta";
import { asTranslatedKind, TRANSLATED_KIND_NAMES, TRANSLATED_KINDS, type TranslatedKind } from "~/modules/translations/translated-kinds";
import type { CollectionCoverage } from "~/modules/content/content.server";
import { readTranslationOverview, translateDocumentOfKind, type KindCoverage } from "~/modules/translations/translation-overview.server";
import type { Route } from "./+types/translations";

/** The languages a document may lack (every one but the default, in which documents start). */
const OTHER_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

export const meta: Route.MetaFunction = (args) => routeMeta(args, { title: "Translations", noIndex: true });

/** Everyone with the admin area writes posts; positions and pages show only to those who edit them. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requirePermission(request, context, "post:create");
  const kinds = TRANSLATED_KIND_NAMES.filter((kind) => can(user.role, TRANSLATED_KINDS[kind].permission));
  const params = new URL(request.url).searchParams;
  const language = asLocale(params.get("language")) ?? OTHER_LOCALES[0]!;
  const shown = params.get("kind");
  const kind = shown === null ? null : asTranslatedKind(shown);
  if (kind === undefined) throw data("There is no such kind of document.", { status: 404 });
  if (kind !== null && !kinds.includes(kind)) throw data("Your account does not edit these.", { status: 403 });
  return { language, kind, ...(await readTranslationOverview(context, { kinds, role: user.role, language })) };
}

/** "Translate": the draft in the language (made now, or the one there is), opened in its kind's editor. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requirePermission(request, context, "post:create");
  const form = await readFormData(request);
  const kind = asTranslatedKind(String(form.get("kind") ?? ""));
  const id = parseId(form.get("id"));
  if (!kind || id === null) return data({ error: "Choose a document to translate." }, { status: 400 });
  if (!can(user.role, TRANSLATED_KINDS[kind].permission)) return data({ error: "Your account does not edit these." }, { status: 403 });
  const made = await translateDocumentOfKind(context, { kind, id, language: String(form.get("language") ?? ""), actor: user, by: auditActorOf(user, context), renderHtml: renderBlocksHtml });
  if (made.ok) return redirect(made.value.editorPath, 303);
  return data({ error: made.message }, failureInit(made));
}

/** What still lacks a translation (issue 35, decision 0053): per kind, the count, then the list of the chosen kind. */
export default function Translations({ loaderData, actionData }: Route.ComponentProps) {
  const { language, kind, coverage, collections } = loaderData;
  const name = LANGUAGE_NAME[language];
  const listed = kind ? coverage.find((entry) => entry.kind === kind) : undefined;
  return (
    <section>
      <h1 className="text-3xl font-bold tracking-tight">Translations</h1>
      <p className="mt-2 max-w-3xl text-slate-600">
        What visitors read in English and cannot read in <span lang={language} className="font-language-names">{name}</span> yet: published posts and pages, open positions. A translation counts once it is published (a position once it is open); the home, about and service pages count too while their blocks carry texts in it.
      </p>
      {OTHER_LOCALES.length > 1 ? (
        <Form method="get" className="mt-4 flex items-end gap-2">
          <label className="text-sm font-medium" htmlFor="language">
            Language
          </label>
          <select id="language" name="language" defaultValue={language} className="rounded-lg border border-slate-300 px-3 py-2">
            {OTHER_LOCALES.map((locale) => (
              <option key={locale} value={locale}>
                {LANGUAGE_NAME[locale]}
              </option>
            ))}
          </select>
          <button type="submit" className="rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold">
            Show
          </button>
        </Form>
      ) : null}
      <ul className="mt-6 grid gap-4 sm:grid-cols-3">
        {coverage.map((entry) => {
          const label = TRANSLATED_KINDS[entry.kind].label;
          const missing = entry.missing.length;
          return (
            <li key={entry.kind} className={`rounded-2xl border bg-white p-5 shadow-sm ${kind === entry.kind ? "border-brand-600" : "border-slate-200"}`}>
              <h2 className="text-base font-semibold text-ink">{label}</h2>
              <p className="mt-2 text-2xl font-bold text-ink">{`${missing} of ${entry.total}`}</p>
              <p className="text-sm text-slate-600">
                have no <span lang={language} className="font-language-names">{name}</span> version
              </p>
              {entry.inBlocks.length > 0 ? (
                <p className="mt-2 text-sm text-slate-600">
                  {`${entry.inBlocks.length} more read in `}
                  <span lang={language} className="font-language-names">{name}</span>
                  {" through their blocks: "}
                  <Link to={`?kind=${entry.kind}&language=${language}#in-blocks`} className="font-semibold text-brand-700 hover:underline">
                    {entry.inBlocks.map((document) => document.title).join(", ")}
                  </Link>
                </p>
              ) : null}
              {missing > 0 ? (
                <Link to={`?kind=${entry.kind}&language=${language}#untranslated`} aria-current={kind === entry.kind ? "page" : undefined} className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline">
                  {`Show the ${missing} untranslated ${label.toLowerCase()}`}
                </Link>
              ) : (
                <p className="mt-3 text-sm font-medium text-emerald-800">{entry.total === 0 ? "Nothing to translate." : "All translated."}</p>
              )}
            </li>
          );
        })}
      </ul>
      <div aria-live="polite">
        <FormMessage tone="error">{actionData?.error}</FormMessage>
      </div>
      {listed ? <UntranslatedList kind={listed.kind} language={language} missing={listed.missing} /> : null}
      {listed && listed.inBlocks.length > 0 ? <ReadInBlocksList kind={listed.kind} language={language} documents={listed.inBlocks} /> : null}
      {collections.length > 0 ? <CollectionsCoverage language={language} collections={collections} /> : null}
    </section>
  );
}

/** "Team members" -> "team members"; "FAQs" stays as written. */
const inSentence = (label: string) => label.replace(/^[A-Z](?=[a-z])/, (letter) => letter.toLowerCase());

/**
 * The content collections, translated field by field (decision 0060): per collection, the entries without a text in
 * the language, each linked to its form in that language. Without JavaScript: the lists open as disclosures.
 */
function CollectionsCoverage({ language, collections }: { language: Locale; collections: CollectionCoverage[] }) {
  const name = <span lang={language} className="font-language-names">{LANGUAGE_NAME[language]}</span>;
  const formPath = (collection: CollectionCoverage, id: number) => (collection.kind === "singleton" ? `/admin/content/${collection.name}?language=${language}` : `/admin/content/${collection.name}/${id}?language=${language}`);
  return (
    <section id="collections" aria-labelledby="collections-heading" className="mt-10">
      <h2 id="collections-heading" className="text-xl font-semibold">
        Site content
      </h2>
      <p className="mt-2 max-w-3xl text-sm text-slate-600">
        The team, FAQs, figures, cards, plans, testimonials and site settings are translated text by text, in each entry's {name} form. An entry without a {name} text has no {name} version: visitors read it in English, as they do every text left empty.
      </p>
      <AdminTable label="Site content without a translation" columns={["Collection", "Without a version", "Entries"]} stackOnPhones>
        {collections.map((collection) => (
          <tr key={collection.name} data-collection={collection.name}>
            <td className="px-4 py-3">
              <Link to={`/admin/content/${collection.name}`} className="font-semibold text-brand-700 hover:underline">
                {collection.label}
              </Link>
            </td>
            <td className="px-4 py-3">
              {collection.kind === "singleton" ? (
                collection.missing.length > 0 ? <>No {name} version</> : <Badge tone="success">Translated</Badge>
              ) : collection.missing.length > 0 ? (
                <>{`${collection.missing.length} of ${collection.total} ${inSentence(collection.label)} ${collection.missing.length === 1 ? "has" : "have"} no `}{name}{" version"}</>
              ) : (
                <Badge tone="success">{collection.total === 0 ? "Nothing to translate" : "All translated"}</Badge>
              )}
            </td>
            <td className="px-4 py-3">
              {collection.missing.length === 0 ? null : collection.kind === "singleton" ? (
                <Link to={formPath(collection, 0)} className="font-semibold text-brand-700 hover:underline">
                  {`Translate the ${inSentence(collection.label)}`}
                </Link>
              ) : (
                <details>
                  <summary className="cursor-pointer font-semibold text-brand-700">{`Show the ${collection.missing.length} untranslated`}</summary>
                  <ul className="mt-2 space-y-1">
                    {collection.missing.map((entry) => (
                      <li key={entry.id}>
                        <Link to={formPath(collection, entry.id)} className="text-brand-700 hover:underline">
                          {entry.title}
                          <span className="sr-only">{`: its ${languageNameInEnglish(language)} texts`}</span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                </details>
              )}
            </td>
          </tr>
        ))}
      </AdminTable>
    </section>
  );
}

/**
 * The route-owned pages read in the language through their blocks' texts (decision 0055): counted as having a
 * version, listed with the blocks still in English; "Translate" makes a page of their own that takes over.
 */
function ReadInBlocksList({ kind, language, documents }: { kind: TranslatedKind; language: Locale; documents: KindCoverage["inBlocks"] }) {
  const name = <span lang={language} className="font-language-names">{LANGUAGE_NAME[language]}</span>;
  return (
    <section id="in-blocks" tabIndex={-1} aria-labelledby="in-blocks-heading" className="mt-8 focus:outline-none">
      <h2 id="in-blocks-heading" className="text-xl font-semibold">
        Read in {name} through their blocks
      </h2>
      <p className="mt-2 max-w-3xl text-sm text-slate-600">
        These pages have no {name} page of their own: their blocks carry {name} texts, and a block without them is read in English. A translation of the page, once published, takes their place.
      </p>
      <AdminTable label={`${TRANSLATED_KINDS[kind].label} read through their blocks`} columns={["Title", "Blocks", "Action"]} stackOnPhones>
        {documents.map((document) => (
          <tr key={document.id}>
            <PublicTitleCell document={document} />
            <td className="px-4 py-3">
              {document.blocks.inEnglish === 0 ? <Badge tone="success">Every block translated</Badge> : <Badge tone="warning">{`${document.blocks.inEnglish} of ${document.blocks.translated + document.blocks.inEnglish} blocks in English`}</Badge>}
            </td>
            <td className="px-4 py-3">
              <TranslateButton language={language} fields={{ kind, id: String(document.id) }} subject={document.title} opens={false} />
            </td>
          </tr>
        ))}
      </AdminTable>
    </section>
  );
}

/** A document's title, linked to where visitors read it. */
function PublicTitleCell({ document }: { document: { title: string; publicPath: string } }) {
  return (
    <td className="px-4 py-3">
      <a href={document.publicPath} className="font-semibold text-brand-700 hover:underline">
        {document.title}
      </a>
    </td>
  );
}

function UntranslatedList({ kind, language, missing }: { kind: TranslatedKind; language: Locale; missing: Array<{ id: number; title: string; publicPath: string; draftId: number | null }> }) {
  const label = TRANSLATED_KINDS[kind].label;
  return (
    <section id="untranslated" tabIndex={-1} aria-labelledby="untranslated-heading" className="mt-8 focus:outline-none">
      <h2 id="untranslated-heading" className="text-xl font-semibold">
        {`${label} without a `}
        <span lang={language} className="font-language-names">{LANGUAGE_NAME[language]}</span>
        {" version"}
      </h2>
      {missing.length === 0 ? (
        <EmptyState>{`Every ${TRANSLATED_KINDS[kind].noun} visitors see has its translation.`}</EmptyState>
      ) : (
        <AdminTable label={`${label} without a translation`} columns={["Title", "Translation", "Action"]} stackOnPhones>
          {missing.map((document) => (
            <tr key={document.id}>
              <PublicTitleCell document={document} />
              <td className="px-4 py-3">{document.draftId === null ? <Badge tone="neutral">None yet</Badge> : <Badge tone="warning">Started, not public</Badge>}</td>
              <td className="px-4 py-3">
                <TranslateButton language={language} fields={{ kind, id: String(document.id) }} subject={document.title} opens={document.draftId !== null} />
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  );
}

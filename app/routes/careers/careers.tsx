import { Suspense, useCallback, useEffect, useRef, useState } from "react";
import { Await, data, useFetcher, useRouteLoaderData, useSearchParams } from "react-router";
import { PositionDialog } from "~/components/careers/position-dialog";
import { BenefitCards } from "~/components/careers/benefit-cards";
import { benefitCollection } from "~/modules/content/collections";
import { listIconCards } from "~/modules/content/content.server";
import { PositionCard } from "~/components/careers/position-card";
import { ClosedPositions } from "~/components/careers/closed-positions";
import { PositionFormDialog, type PositionActionData } from "~/components/careers/position-form-dialog";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/dialog";
import { FormMessage } from "~/components/ui/field";
import { PageHero } from "~/components/ui/page-hero";
import { careersIntro } from "~/content/careers";
import { useLocale } from "~/components/layout/use-locale";
import { DEFAULT_LOCALE, LOCALES } from "~/i18n/locales";
import { messagesOfPath } from "~/i18n/messages";
import { localeOfPath } from "~/i18n/locale";
import { findOriginalsOfPositions, translatePosition } from "~/modules/careers/position-translations.server";
import { auditActorOf, getUserWith, requirePermission } from "~/http/guards.server";
import { careersMessages, positionSchema, type Position } from "~/modules/careers/careers.schema";
import {
  closePosition,
  createPosition,
  deletePosition,
  listClosedPositions,
  listPositionsFor,
  reopenPosition,
  updatePosition,
} from "~/modules/careers/careers.server";
import { formValues, parseInput } from "~/modules/forms/parse-form";
import { parseId } from "~/modules/ids";
import { statusOf } from "~/http/failure-response";
import { routeMeta } from "~/modules/seo/meta";
import type { loader as RootLoader } from "~/root";
import { hydrateOnInteraction, type RouteHandle } from "~/route-handle";
import type { Route } from "./+types/careers";
import { readFormData } from "~/http/read-form.server";

/** React loads when a form, or a position's View Details / Apply Now, is first used (see app/route-handle.ts). */
// Its copy is in every language (issue 35); a position's own text not in the page's language is marked on the card.
export const handle: RouteHandle = { ...hydrateOnInteraction, contentLanguages: LOCALES };

export const meta: Route.MetaFunction = (args) => {
  const t = messagesOfPath(args.location.pathname);
  return routeMeta(args, { title: t.careers.title, description: t.careers.description });
};

/**
 * The server renders the list complete (search engines, and people before JavaScript); null means it failed.
 * Admins also get the closed positions, to reopen them.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    const admin = await getUserWith(request, context, "positions:write");
    const positions = await listPositionsFor(context, localeOfPath(new URL(request.url).pathname));
    const closedPositions = admin ? await listClosedPositions(context) : [];
    return {
      positions,
      closedPositions,
      benefits: await listIconCards(context, benefitCollection, localeOfPath(new URL(request.url).pathname)),
      // The editor shows a translation's original beside its form (staff only).
      originals: admin ? await findOriginalsOfPositions(context, [...positions, ...closedPositions]) : {},
    };
  } catch (error) {
    context.logger.error({ err: error, requestId: context.requestId }, "positions could not be loaded");
    // The error state is not for the page cache (nor any other): the next visitor should get a fresh try.
    return data({ positions: null, closedPositions: [], benefits: [], originals: {} }, { headers: { "Cache-Control": "no-store" } });
  }
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/**
 * Navigating here in the browser shows the page at once and the list's loading state until the server answers;
 * a failed request shows the error state.
 */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const loaded = serverLoader();
  return {
    positions: loaded.then((data) => data.positions),
    closedPositions: loaded.then((data) => data.closedPositions),
    benefits: loaded.then((data) => data.benefits),
    originals: loaded.then((data) => data.originals),
  };
}

/** The admin's Add Position, Edit and Delete (the same use cases as the JSON API). */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requirePermission(request, context, "positions:write", { deniedRedirect: "/careers" });
  const by = auditActorOf(user, context);
  const values = formValues(await readFormData(request));
  const intent = values.intent;
  try {
    const id = parseId(values.id);
    if (intent === "create" || intent === "update") {
      if (intent === "update" && id === null) return data({ ok: false, intent, error: careersMessages.invalidId }, { status: 400 });
      const fields = parseInput(positionSchema, values);
      const result = !fields.ok
        ? fields
        : intent === "create"
          ? { ok: true as const, value: await createPosition(context, { ...fields.value, by }) }
          : await updatePosition(context, { id: id!, fields: fields.value });
      if (result.ok) return { ok: true, intent };
      const error = result.code === "not-found" ? careersMessages.saveFailed : result.message;
      return data({ ok: false, intent, error, fieldErrors: result.fieldErrors }, { status: statusOf(result) });
    }
    if (intent === "close" || intent === "reopen") {
      if (id === null) return data({ ok: false, intent, error: careersMessages.invalidId }, { status: 400 });
      const result = intent === "close" ? await closePosition(context, { id, by }) : await reopenPosition(context, { id, by });
      if (result.ok) return { ok: true, intent };
      return data({ ok: false, intent, error: result.message }, { status: statusOf(result) });
    }
    if (intent === "translate") {
      // "Translate to हिन्दी": the Hindi draft (closed until opened), made now or the one that exists, for the editor.
      if (id === null) return data({ ok: false, intent, error: careersMessages.invalidId }, { status: 400 });
      const result = await translatePosition(context, { id, language: String(values.language ?? ""), by });
      if (result.ok) return { ok: true, intent, position: result.value.position };
      return data({ ok: false, intent, error: result.message }, { status: statusOf(result) });
    }
    if (intent === "delete") {
      if (id === null) return data({ ok: false, intent, error: careersMessages.invalidId }, { status: 400 });
      const result = await deletePosition(context, { id, by });
      if (result.ok) return { ok: true, intent };
      return data({ ok: false, intent, error: careersMessages.deleteFailed }, { status: statusOf(result) });
    }
    return data({ ok: false, intent, error: "Unknown action" }, { status: 400 });
  } catch (error) {
    context.logger.error({ err: error, requestId: context.requestId, intent }, "position change failed");
    const message = intent === "delete" ? careersMessages.deleteFailed : careersMessages.saveFailed;
    return data({ ok: false, intent, error: message }, { status: 500 });
  }
}

type Selection = { position: Position; view: "details" | "apply" } | null;

export default function CareersPage({ loaderData }: Route.ComponentProps) {
  const { positions, closedPositions } = loaderData;
  const isAdmin = useRouteLoaderData<typeof RootLoader>("root")?.user?.isAdmin ?? false;
  const { locale, t } = useLocale();
  // A position not written in the page's language (no translation into it yet) is marked with its own.
  const contentLangOf = (position: Position) => (position.language === locale ? undefined : position.language);
  const intro = careersIntro[locale];
  const [selected, setSelected] = useState<Selection>(null);
  const [editing, setEditing] = useState<Position | "new" | null>(null);
  const [deleting, setDeleting] = useState<Position | null>(null);
  const deleter = useFetcher<PositionActionData>();
  const deleteResult = deleter.state === "idle" ? deleter.data : undefined;
  // Close and Reopen: one at a time, the list revalidates after each.
  const closer = useFetcher<PositionActionData>();
  const closeResult = closer.state === "idle" ? closer.data : undefined;
  // Translate: the draft comes back and opens in the editor.
  const translator = useFetcher<PositionActionData>();
  const translated = translator.state === "idle" ? translator.data : undefined;
  useEffect(() => {
    if (translated?.ok && translated.position) setEditing(translated.position);
  }, [translated]);
  const setOpen = (position: Position, open: boolean) =>
    closer.submit({ intent: open ? "reopen" : "close", id: String(position.id) }, { method: "post", action: "/careers" });
  // The admin's Translations overview sends a position's translation here (?edit=<id>): its editor opens.
  const [searchParams] = useSearchParams();
  const editId = isAdmin ? parseId(searchParams.get("edit")) : null;
  const openedFromLink = useRef(false);
  useEffect(() => {
    if (editId === null || openedFromLink.current) return;
    openedFromLink.current = true;
    void Promise.all([positions, closedPositions]).then(([open, closed]) => {
      const found = [...(open ?? []), ...(closed ?? [])].find((position) => position.id === editId);
      if (found) setEditing(found);
    });
  }, [editId, positions, closedPositions]);
  const closeSelection = useCallback(() => setSelected(null), []);
  const closeEditor = useCallback(() => setEditing(null), []);
  // A translation's original, beside its editor: read when the editor opens (the list revalidates after Translate).
  const [originals, setOriginals] = useState<Record<number, Position>>({});
  useEffect(() => {
    void Promise.resolve(loaderData.originals).then((found) => setOriginals(found ?? {}));
  }, [loaderData.originals]);

  useEffect(() => {
    if (deleteResult) setDeleting(null);
  }, [deleteResult]);

  const admin = isAdmin
    ? {
        onEdit: setEditing,
        onDelete: setDeleting,
        onClose: (position: Position) => setOpen(position, false),
        onTranslate: (position: Position, language: string) =>
          translator.submit({ intent: "translate", id: String(position.id), language }, { method: "post", action: "/careers" }),
        busy: closer.state !== "idle" || translator.state !== "idle",
      }
    : undefined;
  const renderList = (list: Position[] | null) =>
    list === null ? (
      <LoadFailed />
    ) : list.length ? (
      <ul className="mt-6 grid gap-6 md:grid-cols-2" aria-label={t.careers.openPositionsList}>
        {list.map((position) => (
          <li key={position.id} className="grid">
            <PositionCard
              position={position}
              contentLang={contentLangOf(position)}
              onView={(item) => setSelected({ position: item, view: "details" })}
              onApply={(item) => setSelected({ position: item, view: "apply" })}
              admin={admin}
            />
          </li>
        ))}
      </ul>
    ) : (
      <ListNote>{t.careers.noPositions}</ListNote>
    );

  return (
    <>
      <PageHero eyebrow={intro.eyebrow} title={intro.title}>
        {intro.text}
      </PageHero>
      {loaderData.benefits instanceof Promise ? (
        // A navigation in the browser: the cards join the page when the server answers (nothing if it fails).
        <Suspense fallback={null}>
          <Await resolve={loaderData.benefits} errorElement={null}>
            {(benefits) => <BenefitCards benefits={benefits} />}
          </Await>
        </Suspense>
      ) : (
        <BenefitCards benefits={loaderData.benefits} />
      )}

      <section aria-labelledby="open-positions" className="mx-auto max-w-6xl px-4 pb-24 sm:px-6 lg:px-8">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h2 id="open-positions" className="text-3xl font-bold tracking-tight">
            {t.careers.openPositions}
          </h2>
          {isAdmin ? <Button onClick={() => setEditing("new")}>Add Position</Button> : null}
        </div>
        <div className="mt-4">
          <FormMessage tone="error">
            {deleteResult && !deleteResult.ok ? deleteResult.error : closeResult && !closeResult.ok ? closeResult.error : translated && !translated.ok ? translated.error : undefined}
          </FormMessage>
        </div>
        {positions instanceof Promise ? (
          <Suspense fallback={<ListNote busy>{t.careers.loading}</ListNote>}>
            <Await resolve={positions} errorElement={<LoadFailed />}>
              {renderList}
            </Await>
          </Suspense>
        ) : (
          // Rendered without Suspense on the server: React outlines large Suspense content into a script-revealed
          // segment, which a visitor without JavaScript would never see.
          renderList(positions)
        )}
      </section>

      {isAdmin ? (
        <Suspense fallback={null}>
          <Await resolve={closedPositions}>
            {(list) => (
              <ClosedPositions
                positions={list}
                busy={closer.state !== "idle"}
                onReopen={(position) => setOpen(position, true)}
                onEdit={setEditing}
                onDelete={setDeleting}
              />
            )}
          </Await>
        </Suspense>
      ) : null}

      {selected ? (
        <PositionDialog
          position={selected.position}
          view={selected.view}
          contentLang={contentLangOf(selected.position)}
          onApply={() => setSelected({ position: selected.position, view: "apply" })}
          onClose={closeSelection}
        />
      ) : null}
      {editing ? <PositionFormDialog key={editing === "new" ? "new" : editing.id} editing={editing} original={editing === "new" ? undefined : originals[editing.id]} onClose={closeEditor} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Position"
        message={careersMessages.deleteConfirm}
        busy={deleter.state !== "idle"}
        onConfirm={() => deleting && deleter.submit({ intent: "delete", id: String(deleting.id) }, { method: "post", action: "/careers" })}
      />
    </>
  );
}

function LoadFailed() {
  const { t } = useLocale();
  return (
    <div className="mt-6">
      <FormMessage tone="error">{t.careers.loadFailed}</FormMessage>
    </div>
  );
}

function ListNote({ children, busy }: { children: React.ReactNode; busy?: boolean }) {
  return (
    <p
      role="status"
      aria-busy={busy}
      className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-10 text-center text-slate-700"
    >
      {children}
    </p>
  );
}

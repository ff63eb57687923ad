import { Suspense, useCallback, useEffect, useState } from "react";
import { Await, data, useFetcher } from "react-router";
import { ApplyDialog, PositionDetailsDialog } from "~/components/careers/position-dialogs";
import { BenefitCards } from "~/components/careers/benefit-cards";
import { PositionCard } from "~/components/careers/position-card";
import { PositionFormDialog, type PositionActionData } from "~/components/careers/position-form-dialog";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/dialog";
import { FormMessage } from "~/components/ui/field";
import { PageHero } from "~/components/ui/page-hero";
import { careersIntro } from "~/content/careers";
import { getAdmin, requireAdmin } from "~/modules/auth/guards.server";
import { careersMessages, type Position } from "~/modules/careers/careers.schema";
import { createPosition, deletePosition, listPositions, updatePosition } from "~/modules/careers/careers.server";
import { formValues } from "~/modules/forms/parse-form";
import { routeMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/careers";

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, {
    title: "Careers",
    description: "Open positions at Vyoma Technologies. Join a team that builds software, AI and assistive hardware.",
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await getAdmin(request, context);
  // Not awaited: the list has its own loading and error states (the server still renders it complete).
  const positions = listPositions(context.database.db).catch((error: unknown) => {
    context.logger.error({ err: error, requestId: context.requestId }, "positions could not be loaded");
    throw new Error(careersMessages.loadFailed);
  });
  return { isAdmin: Boolean(admin), positions };
}

/** The admin's Add Position, Edit and Delete (the same use cases as the JSON API). */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context, { nonAdminRedirect: "/careers" });
  const values = formValues(await request.formData());
  const { db } = context.database;
  const intent = values.intent;
  try {
    if (intent === "create" || intent === "update") {
      const result = intent === "create" ? await createPosition(db, values) : await updatePosition(db, values.id, values);
      if (result.ok) return { ok: true, intent };
      const error = result.status === 404 ? careersMessages.saveFailed : result.error;
      return data({ ok: false, intent, error, fieldErrors: result.fieldErrors }, { status: result.status });
    }
    if (intent === "delete") {
      const result = await deletePosition(db, values.id);
      if (result.ok) return { ok: true, intent };
      const error = result.status === 400 ? result.error : careersMessages.deleteFailed;
      return data({ ok: false, intent, error }, { status: result.status });
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
  const { isAdmin, positions } = loaderData;
  const [selected, setSelected] = useState<Selection>(null);
  const [editing, setEditing] = useState<Position | "new" | null>(null);
  const [deleting, setDeleting] = useState<Position | null>(null);
  const deleter = useFetcher<PositionActionData>();
  const deleteResult = deleter.state === "idle" ? deleter.data : undefined;
  const closeSelection = useCallback(() => setSelected(null), []);
  const closeEditor = useCallback(() => setEditing(null), []);

  useEffect(() => {
    if (deleteResult) setDeleting(null);
  }, [deleteResult]);

  const admin = isAdmin ? { onEdit: setEditing, onDelete: setDeleting } : undefined;

  return (
    <>
      <PageHero eyebrow={careersIntro.eyebrow} title={careersIntro.title}>
        {careersIntro.text}
      </PageHero>
      <BenefitCards />

      <section aria-labelledby="open-positions" className="mx-auto max-w-6xl px-4 pb-24 sm:px-6 lg:px-8">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h2 id="open-positions" className="text-3xl font-bold tracking-tight">
            Open Positions
          </h2>
          {isAdmin ? <Button onClick={() => setEditing("new")}>Add Position</Button> : null}
        </div>
        <div className="mt-4">
          <FormMessage tone="error">{deleteResult && !deleteResult.ok ? deleteResult.error : undefined}</FormMessage>
        </div>
        <Suspense fallback={<ListNote busy>Loading positions...</ListNote>}>
          <Await resolve={positions} errorElement={<FormMessage tone="error">{careersMessages.loadFailed}</FormMessage>}>
            {(list) =>
              list.length ? (
                <ul className="mt-6 grid gap-6 md:grid-cols-2" aria-label="Open positions">
                  {list.map((position) => (
                    <li key={position.id} className="grid">
                      <PositionCard
                        position={position}
                        onView={(item) => setSelected({ position: item, view: "details" })}
                        onApply={(item) => setSelected({ position: item, view: "apply" })}
                        admin={admin}
                      />
                    </li>
                  ))}
                </ul>
              ) : (
                <ListNote>
                  There are no open positions right now. We are always happy to hear from good people: write to us from
                  the contact page.
                </ListNote>
              )
            }
          </Await>
        </Suspense>
      </section>

      {selected?.view === "details" ? (
        <PositionDetailsDialog
          position={selected.position}
          onApply={() => setSelected({ position: selected.position, view: "apply" })}
          onClose={closeSelection}
        />
      ) : null}
      {selected?.view === "apply" ? <ApplyDialog position={selected.position} onClose={closeSelection} /> : null}
      {editing ? <PositionFormDialog key={editing === "new" ? "new" : editing.id} editing={editing} onClose={closeEditor} /> : null}
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

function ListNote({ children, busy }: { children: React.ReactNode; busy?: boolean }) {
  return (
    <p role="status" aria-busy={busy} className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-10 text-center text-slate-700">
      {children}
    </p>
  );
}

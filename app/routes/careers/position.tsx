import { ArrowLeft } from "lucide-react";
import { data, Link, redirect } from "react-router";
import { ApplyForm } from "~/components/careers/apply-form";
import { PositionDetails, PositionMeta } from "~/components/careers/position-details";
import { receiveApplication } from "~/http/application-request.server";
import { failureInit } from "~/http/failure-response";
import { findPosition } from "~/modules/careers/careers.server";
import { jobPostingJsonLd, jsonForScript } from "~/modules/careers/job-posting";
import { readSiteSettings } from "~/modules/content/content.server";
import { routeMeta } from "~/modules/seo/meta";
import { hydrateOnInteraction } from "~/route-handle";
import type { Route } from "./+types/position";

/** React loads when the apply form is first used; sent before that, it posts without JavaScript. */
export const handle = hydrateOnInteraction;

export const meta: Route.MetaFunction = (args) => {
  const position = args.loaderData?.position;
  if (!position) return routeMeta(args, { title: "Position Not Found", noIndex: true });
  return routeMeta(args, {
    title: `${position.title} (${position.type})`,
    description: `${position.description} ${position.department}, ${position.location}.`,
    path: `/careers/${position.slug}`,
  });
};

/** Lets the action's Retry-After reach the browser. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

async function loadPosition(context: Route.LoaderArgs["context"], idOrSlug: string) {
  const position = await findPosition(context, { idOrSlug });
  if (!position) throw data(null, { status: 404 });
  return position;
}

/** A position's shareable page: /careers/{slug}, and /careers/{id} which redirects to it. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const position = await loadPosition(context, params.position);
  const url = new URL(request.url);
  if (params.position !== position.slug) throw redirect(`/careers/${position.slug}${url.search}`, 301);
  // A closed position's page stays reachable but tells Google nothing: no JobPosting (Google's guidance for expired jobs).
  const jsonLd = position.isOpen ? jobPostingJsonLd(position, context.env.PUBLIC_URL, await readSiteSettings(context)) : null;
  return { position, jsonLd, applied: url.searchParams.has("applied") };
}

/** The application form posted without JavaScript (the same use case as POST /api/careers/apply). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const position = await loadPosition(context, params.position);
  const result = await receiveApplication(context, request, "page-form");
  if (result.ok) throw redirect(`/careers/${position.slug}?applied=1#apply`, 303);
  return data({ error: result.message, fieldErrors: result.fieldErrors, values: result.values }, failureInit(result));
}

export default function PositionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { position, jsonLd, applied } = loaderData;
  return (
    <>
      {jsonLd ? (
        <script type="application/ld+json" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: jsonForScript(jsonLd) }} />
      ) : null}
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          <Link to="/careers" className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline">
            <ArrowLeft aria-hidden="true" className="size-4" /> All open positions
          </Link>
          <h1 className="mt-4 text-4xl font-bold tracking-tight sm:text-5xl">{position.title}</h1>
          <div className="mt-5">
            <PositionMeta position={position} />
          </div>
          {position.isOpen ? (
            <a
              href="#apply"
              className="mt-8 inline-flex rounded-lg bg-brand-600 px-5 py-3 text-sm font-semibold text-white shadow-sm hover:bg-brand-700"
            >
              Apply Now
            </a>
          ) : (
            <ClosedNotice />
          )}
        </div>
      </section>
      <div className="mx-auto max-w-4xl px-4 pb-24 sm:px-6 lg:px-8">
        <PositionDetails position={position} headingLevel="h2" />
        {position.isOpen ? (
          <section
            id="apply"
            aria-labelledby="apply-heading"
            className="mt-12 scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
          >
            <h2 id="apply-heading" className="text-2xl font-bold text-ink">
              Apply for this position
            </h2>
            <p className="mt-1 text-sm text-slate-600">Fields not marked optional are required.</p>
            <div className="mt-6">
              <ApplyForm
                key={applied ? "applied" : "form"}
                position={position}
                serverResult={actionData ?? undefined}
                submitted={applied}
                closeHref={`/careers/${position.slug}`}
                onClose={() => undefined}
              />
            </div>
          </section>
        ) : null}
      </div>
    </>
  );
}

/** What a closed position's page says in place of Apply Now. */
function ClosedNotice() {
  return (
    <div role="status" className="mt-8 rounded-xl border border-amber-300 bg-amber-50 px-5 py-4 text-amber-900">
      <p className="font-semibold">This position has closed and no longer accepts applications.</p>
      <p className="mt-1 text-sm">
        Thank you for your interest.{" "}
        <Link to="/careers" className="font-semibold underline">
          See our open positions
        </Link>{" "}
        or{" "}
        <Link to="/contact" className="font-semibold underline">
          write to us
        </Link>
        .
      </p>
    </div>
  );
}

import { Link } from "react-router";
import { PageHero } from "~/components/ui/page-hero";
import { loadNewsletterArchive } from "~/modules/newsletter/newsletter-log.server";
import { routeMeta, settingsOf } from "~/modules/seo/meta";
import type { Route } from "./+types/archive";

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, { title: "Newsletter Archive", description: `Every ${settingsOf(args).name} newsletter sent so far: product news and engineering notes.` });

export async function loader({ context }: Route.LoaderArgs) {
  return { issues: await loadNewsletterArchive(context) };
}

export default function NewsletterArchive({ loaderData }: Route.ComponentProps) {
  const { issues } = loaderData;
  return (
    <>
      <PageHero eyebrow="Newsletter" title="Newsletter Archive">
        <p>Every newsletter we have sent, newest first. Subscribe in the footer to get the next one by mail.</p>
      </PageHero>
      <div className="mx-auto max-w-3xl px-4 pb-20 sm:px-6 lg:px-8">
        {issues.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-10 text-center text-slate-600">
            No newsletters have been sent yet. The first one will appear here.
          </p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
            {issues.map((issue) => (
              <li key={issue.id} className="flex flex-col gap-1 px-6 py-5 sm:flex-row sm:items-baseline sm:justify-between">
                <Link to={`/newsletter/archive/${issue.id}`} className="text-lg font-semibold text-ink hover:text-brand-700 hover:underline">
                  {issue.subject}
                </Link>
                <time dateTime={issue.sentAt} className="shrink-0 text-sm text-slate-600">
                  {issue.sentAt.slice(0, 10)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

import { Plus } from "lucide-react";
import { Link } from "react-router";
import { Time } from "./admin-ui";

interface OwnPostItem {
  id: number;
  title: string;
  href: string;
  at: string | null;
  reviewNote: string | null;
}

type Stage = "drafts" | "sent-back" | "in-review" | "scheduled" | "published";

/** Each list's heading, what its time means, and what an empty one says. */
const stages: Array<{ key: Stage; heading: string; when: string; empty: string }> = [
  { key: "sent-back", heading: "Sent back to you", when: "Last changed", empty: "Nothing was sent back." },
  { key: "drafts", heading: "Drafts", when: "Saved", empty: "No drafts." },
  { key: "in-review", heading: "In review", when: "Submitted", empty: "Nothing is waiting for review." },
  { key: "scheduled", heading: "Scheduled", when: "Goes public", empty: "Nothing is scheduled." },
  { key: "published", heading: "Published", when: "Published", empty: "Nothing published yet." },
];

/**
 * The writer's own posts on the dashboard (issue 32: an author's admin used to be empty): sent back first, with the
 * editor's comment, then drafts, in review, scheduled and published, each post linking to where it can be worked on
 * or read.
 */
export function OwnWork({ work }: { work: Record<Stage, OwnPostItem[]> }) {
  const total = stages.reduce((sum, stage) => sum + work[stage.key].length, 0);
  return (
    <section aria-labelledby="own-work-heading" className="mt-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="own-work-heading" className="text-xl font-bold tracking-tight">
          Your posts
        </h2>
        <Link to="/blog/create" className="inline-flex items-center gap-2 rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-700">
          <Plus aria-hidden="true" className="size-4" /> Create New Post
        </Link>
      </div>
      {total === 0 ? (
        <p className="mt-4 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-8 text-center text-slate-600">
          You have not written a post yet. Create one to get started.
        </p>
      ) : (
        <div className="mt-4 grid gap-4 lg:grid-cols-2">
          {stages.map((stage) => {
            const posts = work[stage.key];
            const headingId = `own-${stage.key}`;
            return (
              <section key={stage.key} aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                <h3 id={headingId} className="text-base font-semibold text-ink">
                  {`${stage.heading} (${posts.length})`}
                </h3>
                {posts.length === 0 ? (
                  <p className="mt-2 text-sm text-slate-600">{stage.empty}</p>
                ) : (
                  <ul className="mt-2 divide-y divide-slate-100">
                    {posts.map((post) => (
                      <li key={post.id} className="py-2">
                        <Link to={post.href} className="font-medium text-brand-700 hover:underline">
                          {post.title}
                        </Link>
                        {post.at ? (
                          <p className="text-xs text-slate-600">
                            {`${stage.when} `}
                            <Time iso={post.at} />
                          </p>
                        ) : null}
                        {post.reviewNote ? (
                          <blockquote className="mt-1 whitespace-pre-wrap border-l-2 border-brand-200 pl-3 text-sm text-ink">{post.reviewNote}</blockquote>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            );
          })}
        </div>
      )}
    </section>
  );
}

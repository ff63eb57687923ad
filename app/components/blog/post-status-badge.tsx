import type { PostStatus } from "~/modules/blog/blog.schema";

const badges: Record<Exclude<PostStatus, "published">, { label: string; className: string }> = {
  draft: { label: "Draft", className: "bg-amber-100 text-amber-900" },
  review: { label: "In review", className: "bg-brand-50 text-brand-800" },
  scheduled: { label: "Scheduled", className: "bg-emerald-50 text-emerald-800" },
};

/** A post that is not public says what it is; a published one needs no badge. */
export function PostStatusBadge({ status }: { status: PostStatus }) {
  if (status === "published") return null;
  const badge = badges[status];
  return <span className={`rounded-full px-3 py-1 text-xs font-semibold ${badge.className}`}>{badge.label}</span>;
}

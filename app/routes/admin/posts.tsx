import { Plus } from "lucide-react";
import { Link } from "react-router";
import { actionsColumn, AdminTable, EmptyState, Time } from "~/components/admin/admin-ui";
import { CategoryBadge } from "~/components/blog/post-card";
import { requirePermission } from "~/http/guards.server";
import { PostStatusBadge } from "~/components/blog/post-status-badge";
import { can, canEditPost } from "~/modules/auth/permissions";
import { listPostsForAdmin } from "~/modules/blog/blog-queries.server";
import { postPath } from "~/modules/blog/post-urls";
import { listTranslationsOfPosts } from "~/modules/blog/translations.server";
import { LANGUAGE_NAME, LOCALES } from "~/i18n/locales";
import { routeMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/posts";

export const meta: Route.MetaFunction = (args) => routeMeta(args, { title: "Posts", noIndex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requirePermission(request, context, "post:create");
  // Editors and admins see every post; an author their own.
  const own = !can(user.role, "post:read:any");
  const posts = await listPostsForAdmin(context, { authorId: own ? user.id : undefined });
  return { posts, translations: await listTranslationsOfPosts(context, posts), own, userId: user.id, role: user.role };
}

/** Every post, drafts first, so an admin finds unpublished work that the public list does not show. */
export default function AdminPosts({ loaderData }: Route.ComponentProps) {
  const { posts, translations, own, userId, role } = loaderData;
  const drafts = posts.filter((post) => post.status === "draft").length;
  return (
    <section>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{own ? "My posts" : "Posts"}</h1>
          <p className="mt-2 text-slate-600">{`${posts.length} ${posts.length === 1 ? "post" : "posts"}, ${drafts} ${drafts === 1 ? "draft" : "drafts"}.`}</p>
        </div>
        <Link to="/blog/create" className="inline-flex items-center gap-2 rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-700">
          <Plus aria-hidden="true" className="size-4" /> Create New Post
        </Link>
      </div>
      {posts.length === 0 ? (
        <EmptyState>{own ? "You have not written a post yet. Create one to get started." : "No posts yet."}</EmptyState>
      ) : (
        <AdminTable columns={["Title", "Language", "Category", "Date", actionsColumn]}>
          {posts.map((post) => (
            <tr key={post.id}>
              <td className="px-4 py-3">
                <Link to={postPath(post.slug, post.language)} className="font-semibold text-ink hover:text-brand-700">
                  {post.title}
                </Link>{" "}
                <PostStatusBadge status={post.status} />
                {post.reviewNote && post.status === "draft" ? <span className="ml-2 text-xs font-medium text-brand-800">Sent back with a comment</span> : null}
              </td>
              <td className="whitespace-nowrap px-4 py-3">
                <span lang={post.language} className="font-language-names">{LANGUAGE_NAME[post.language]}</span>
                {LOCALES.filter((language) => language !== post.language).map((language) => {
                  const translation = translations[post.id]?.find((other) => other.language === language);
                  const name = <span lang={language} className="font-language-names">{LANGUAGE_NAME[language]}</span>;
                  return (
                    <span key={language} className="block text-xs text-slate-600">
                      {translation ? (
                        <Link to={postPath(translation.slug, translation.language)} className="font-medium text-brand-700 hover:text-brand-800 hover:underline">
                          {name}
                          {translation.status === "published" ? " version" : ` version (${translation.status})`}
                        </Link>
                      ) : (
                        <>No {name} version</>
                      )}
                    </span>
                  );
                })}
              </td>
              <td className="whitespace-nowrap px-4 py-3">
                <CategoryBadge>{post.category}</CategoryBadge>
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-slate-600">
                <Time iso={post.date} />
              </td>
              <td className="px-4 py-3 text-right">
                {canEditPost({ id: userId, role }, { authorId: post.author.id, status: post.status }) ? (
                  <Link to={`/blog/edit/${post.id}`} className="font-semibold text-brand-700 hover:text-brand-800" aria-label={`Edit ${post.title}`}>
                    Edit
                  </Link>
                ) : (
                  <span className="text-xs text-slate-600">Public: an editor can change it</span>
                )}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  );
}

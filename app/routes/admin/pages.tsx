import { Plus } from "lucide-react";
import { Link } from "react-router";
import { AdminTable, Badge, EmptyState, Time } from "~/components/admin/admin-ui";
import { buttonClass } from "~/components/ui/button-link";
import { requirePermission } from "~/http/guards.server";
import { localizedPath } from "~/i18n/locale";
import type { Locale } from "~/i18n/locales";
import { listPages } from "~/modules/pages/pages.server";
import { routeMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/pages";

export const meta: Route.MetaFunction = (args) => routeMeta(args, { title: "Pages", noIndex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(request, context, "pages:edit");
  return { pages: await listPages(context) };
}

/** Pages made of blocks (decision 0039): each with its address and whether visitors see it. */
export default function Pages({ loaderData }: Route.ComponentProps) {
  const { pages } = loaderData;
  return (
    <section>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Pages</h1>
          <p className="mt-2 max-w-3xl text-slate-600">Pages made of blocks, each at its own address. A draft is seen by staff only; a published page by everyone.</p>
        </div>
        <Link to="/admin/pages/new" className={buttonClass("primary", "md")}>
          <Plus aria-hidden="true" className="size-4" /> New page
        </Link>
      </div>
      {pages.length === 0 ? (
        <EmptyState>No pages yet. A page you create appears at the address you give it once you publish it.</EmptyState>
      ) : (
        <AdminTable label="Pages" columns={["Title", "Address", "Status", "Last saved"]} stackOnPhones>
          {pages.map((page) => {
            const address = localizedPath(page.path, page.language as Locale);
            return (
              <tr key={page.id}>
                <td className="px-4 py-3">
                  <Link to={`/admin/pages/${page.id}`} className="font-semibold text-brand-700 hover:underline" aria-label={`Edit ${page.title}`}>
                    {page.title}
                  </Link>
                </td>
                <td className="px-4 py-3">
                  {page.status === "published" ? (
                    <a href={address} className="break-all text-brand-700 underline">
                      {address}
                    </a>
                  ) : (
                    <code className="break-all text-slate-700">{address}</code>
                  )}
                </td>
                <td className="px-4 py-3">
                  <Badge tone={page.status === "published" ? "success" : "neutral"}>{page.status === "published" ? "Published" : "Draft"}</Badge>
                </td>
                <td className="whitespace-nowrap px-4 py-3 text-slate-600">
                  <Time iso={page.updatedAt} />
                </td>
              </tr>
            );
          })}
        </AdminTable>
      )}
    </section>
  );
}

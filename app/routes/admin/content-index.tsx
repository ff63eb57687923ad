import { Link } from "react-router";
import { AdminTable, Time } from "~/components/admin/admin-ui";
import { requirePermission } from "~/http/guards.server";
import { summarizeCollections } from "~/modules/content/content.server";
import { routeMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/content-index";

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, { title: "Site content", noIndex: true });

/** The content collections this person may edit (editors: all but the site settings), each with its size. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requirePermission(request, context, "content:edit");
  return {
    collections: await summarizeCollections(context, { role: user.role }),
  };
}

export default function ContentIndex({ loaderData }: Route.ComponentProps) {
  return (
    <section>
      <h1 className="text-3xl font-bold tracking-tight">Site content</h1>
      <p className="mt-2 max-w-3xl text-slate-600">
        What the company says about itself on the site, besides posts and
        positions. A saved change shows on every page at once.
      </p>
      <AdminTable
        label="Site content"
        columns={["Content", "Entries", "Last saved"]}
        stackOnPhones
      >
        {loaderData.collections.map((collection) => (
          <tr key={collection.name}>
            <td className="px-4 py-3">
              <Link
                to={`/admin/content/${collection.name}`}
                className="font-semibold text-brand-700 hover:underline"
              >
                {collection.label}
              </Link>
              <p className="mt-1 max-w-prose text-sm text-slate-600">
                {collection.description}
              </p>
            </td>
            <td className="whitespace-nowrap px-4 py-3 text-slate-600">
              {collection.kind === "singleton" ? (
                "One set of details"
              ) : (
                <>
                  <span className="sm:hidden">Entries: </span>
                  {collection.entries}
                </>
              )}
            </td>
            <td className="whitespace-nowrap px-4 py-3 text-slate-600">
              <span className="sm:hidden">Last saved: </span>
              <Time iso={collection.lastSaved} />
            </td>
          </tr>
        ))}
      </AdminTable>
    </section>
  );
}

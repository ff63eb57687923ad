import { ChevronDown } from "lucide-react";
import { NavLink, Outlet, useLocation } from "react-router";
import { adminNavFor } from "~/components/admin/admin-nav";
import { TimeZoneNote } from "~/components/admin/admin-ui";
import { roleLabels } from "~/modules/auth/permissions";
import { requirePermission } from "~/http/guards.server";
import type { Route } from "./+types/layout";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requirePermission(request, context, "admin:access");
  return { admin: { email: user.email, role: user.role }, timeZone: context.env.SITE_TIMEZONE };
}

/** The groups' links; the current page's link is marked (aria-current by NavLink). */
function AdminNavGroups({ groups, idPrefix }: { groups: ReturnType<typeof adminNavFor>; idPrefix: string }) {
  return (
    <div className="space-y-4">
      {groups.map((group, index) => (
        <div key={group.label}>
          <p id={`${idPrefix}-${index}`} className="px-3 text-xs font-semibold uppercase tracking-wider text-slate-600">
            {group.label}
          </p>
          <ul aria-labelledby={`${idPrefix}-${index}`} className="mt-1 grid grid-cols-2 gap-1 sm:grid-cols-3 lg:grid-cols-1">
            {group.items.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end
                  className={({ isActive }) =>
                    `block rounded-lg px-3 py-1.5 text-sm font-medium ${isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100"}`
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const groups = adminNavFor(loaderData.admin.role);
  // The section the page belongs to: the longest link the path starts with (an entry's form names its list).
  const current = groups
    .flatMap((group) => group.items)
    .filter((item) => pathname === item.to || (item.to !== "/admin" && pathname.startsWith(`${item.to}/`)))
    .sort((a, b) => b.to.length - a.to.length)[0];
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex flex-col gap-8 lg:flex-row">
        <aside className="lg:w-56 lg:shrink-0">
          <p className="text-xs font-semibold uppercase tracking-wider text-slate-600">{roleLabels[loaderData.admin.role]}</p>
          <p className="mt-1 truncate text-sm text-slate-600">{loaderData.admin.email}</p>
          {/* Every time on the admin pages is in this zone (the Time component reads it from this loader). */}
          <TimeZoneNote timeZone={loaderData.timeZone} className="mt-1" />
          <nav aria-label="Admin" className="mt-4">
            {/* Phones get the groups behind one disclosure (the browser runs <details>, no script); wide screens
                the open list. One of the two is display:none, so neither screen readers nor Tab meet it twice. */}
            <details className="group rounded-lg border border-slate-200 lg:hidden">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-2 px-3 py-2 text-sm font-medium text-ink [&::-webkit-details-marker]:hidden">
                <span>
                  Admin menu{current ? <span className="font-normal text-slate-600">: {current.label}</span> : null}
                </span>
                <ChevronDown aria-hidden="true" className="size-4 text-slate-600 transition-transform group-open:rotate-180" />
              </summary>
              <div className="border-t border-slate-200 px-1 py-2">
                <AdminNavGroups groups={groups} idPrefix="admin-nav-phone" />
              </div>
            </details>
            <div className="hidden lg:block">
              <AdminNavGroups groups={groups} idPrefix="admin-nav" />
            </div>
          </nav>
        </aside>
        <div className="min-w-0 flex-1">
          <Outlet />
        </div>
      </div>
    </div>
  );
}

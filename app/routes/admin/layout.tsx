import { NavLink, Outlet } from "react-router";
import { adminNavFor } from "~/components/admin/admin-nav";
import { TimeZoneNote } from "~/components/admin/admin-ui";
import { roleLabels } from "~/modules/auth/permissions";
import { requirePermission } from "~/http/guards.server";
import type { Route } from "./+types/layout";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requirePermission(request, context, "admin:access");
  return { admin: { email: user.email, role: user.role }, timeZone: context.env.SITE_TIMEZONE };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex flex-col gap-8 lg:flex-row">
        <aside className="lg:w-56 lg:shrink-0">
          <p className="text-xs font-semibold uppercase tracking-wider text-slate-600">{roleLabels[loaderData.admin.role]}</p>
          <p className="mt-1 truncate text-sm text-slate-600">{loaderData.admin.email}</p>
          {/* Every time on the admin pages is in this zone (the Time component reads it from this loader). */}
          <TimeZoneNote timeZone={loaderData.timeZone} className="mt-1" />
          <nav aria-label="Admin" className="mt-4">
            <ul className="flex flex-wrap gap-2 lg:flex-col">
              {adminNavFor(loaderData.admin.role).map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end
                    className={({ isActive }) =>
                      `block rounded-lg px-3 py-2 text-sm font-medium ${isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100"}`
                    }
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </aside>
        <div className="min-w-0 flex-1">
          <Outlet />
        </div>
      </div>
    </div>
  );
}

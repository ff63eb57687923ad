import { Search } from "lucide-react";
import { data, Form, useFetcher } from "react-router";
import { AdminTable, Badge, EmptyState, Time } from "~/components/admin/admin-ui";
import { Button } from "~/components/ui/button";
import { failureInit } from "~/http/failure-response";
import { auditActorOf, requirePermission } from "~/http/guards.server";
import { readFormData } from "~/http/read-form.server";
import { ROLES, roleLabels, type Role } from "~/modules/auth/permissions";
import { changeUserRole, listUsers, setUserDisabled, type UserSummary } from "~/modules/auth/users.server";
import { routeMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/users";

export const meta: Route.MetaFunction = (args) => routeMeta(args, { title: "Users", noIndex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requirePermission(request, context, "users:manage");
  const search = new URL(request.url).searchParams.get("q") ?? "";
  return { users: await listUsers(context, { search }), search, meId: me.id };
}

export async function action({ request, context }: Route.ActionArgs) {
  const me = await requirePermission(request, context, "users:manage");
  const form = await readFormData(request);
  const userId = String(form.get("id") ?? "");
  const intent = form.get("intent");
  const result =
    intent === "role"
      ? await changeUserRole(context, { userId, role: String(form.get("role") ?? ""), by: auditActorOf(me, context) })
      : intent === "disable" || intent === "enable"
        ? await setUserDisabled(context, { userId, disabled: intent === "disable", by: auditActorOf(me, context) })
        : null;
  if (!result) return data({ ok: false, message: "Unknown action." }, { status: 400 });
  if (!result.ok) return data({ ok: false, message: result.message }, failureInit(result));
  return { ok: true, message: intent === "role" ? "Role saved." : intent === "disable" ? "Account disabled and signed out." : "Account enabled." };
}

const roleHints: Record<Role, string> = {
  admin: "everything",
  editor: "writes, edits and publishes every post; edits the team",
  author: "writes own drafts, submits for review",
  user: "no admin access",
};

function UserRow({ user, isMe }: { user: UserSummary; isMe: boolean }) {
  const fetcher = useFetcher<{ ok: boolean; message: string }>();
  const busy = fetcher.state !== "idle";
  return (
    <tr>
      <td className="px-4 py-3">
        <p className="font-semibold text-ink">
          {user.name}
          {isMe ? <span className="ml-2 text-xs font-medium text-slate-600">(you)</span> : null}
        </p>
        <p className="text-slate-600">{user.email}</p>
      </td>
      <td className="px-4 py-3">
        <fetcher.Form method="post" className="flex flex-wrap items-center gap-2">
          <input type="hidden" name="id" value={user.id} />
          <label className="sr-only" htmlFor={`role-${user.id}`}>{`Role of ${user.name}`}</label>
          <select
            id={`role-${user.id}`}
            name="role"
            defaultValue={user.role}
            className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
          >
            {ROLES.map((role) => (
              <option key={role} value={role}>{`${roleLabels[role]} (${roleHints[role]})`}</option>
            ))}
          </select>
          <Button type="submit" name="intent" value="role" variant="secondary" className="px-3 py-1.5" disabled={busy} aria-label={`Save the role of ${user.name}`}>
            Save
          </Button>
        </fetcher.Form>
      </td>
      <td className="px-4 py-3">{user.disabled ? <Badge tone="danger">Disabled</Badge> : <Badge tone="success">Active</Badge>}</td>
      <td className="whitespace-nowrap px-4 py-3 text-slate-600">
        <Time iso={user.createdAt} />
      </td>
      <td className="px-4 py-3 text-right">
        <fetcher.Form method="post">
          <input type="hidden" name="id" value={user.id} />
          <Button
            type="submit"
            name="intent"
            value={user.disabled ? "enable" : "disable"}
            variant={user.disabled ? "secondary" : "danger"}
            className="px-3 py-1.5"
            disabled={busy}
            aria-label={`${user.disabled ? "Enable" : "Disable"} ${user.name}`}
          >
            {user.disabled ? "Enable" : "Disable"}
          </Button>
        </fetcher.Form>
        <p role="status" className={`mt-1 text-xs ${fetcher.data?.ok === false ? "font-medium text-red-700" : "text-slate-600"}`}>
          {fetcher.state === "idle" ? (fetcher.data?.message ?? "") : ""}
        </p>
      </td>
    </tr>
  );
}

/** Admins assign roles and disable accounts; the last admin can be neither demoted nor disabled. */
export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  const { users, search, meId } = loaderData;
  return (
    <section>
      <h1 className="text-3xl font-bold tracking-tight">Users</h1>
      <p className="mt-2 text-slate-600">Who may write, edit and publish. A disabled account cannot sign in and is signed out at once.</p>
      <Form method="get" role="search" className="mt-6 flex max-w-xl gap-2">
        <label htmlFor="user-search" className="sr-only">
          Search users by name or email
        </label>
        <input
          id="user-search"
          type="search"
          name="q"
          defaultValue={search}
          placeholder="Search by name or email"
          className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-ink shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
        />
        <Button type="submit" variant="secondary">
          <Search aria-hidden="true" className="size-4" /> Search
        </Button>
      </Form>
      {users.length === 0 ? (
        <EmptyState>{search ? `No users match “${search}”.` : "No users yet."}</EmptyState>
      ) : (
        <AdminTable label="Users" columns={["User", "Role", "Status", "Joined", <span key="actions" className="sr-only">Actions</span>]}>
          {users.map((user) => (
            <UserRow key={user.id} user={user} isMe={user.id === meId} />
          ))}
        </AdminTable>
      )}
    </section>
  );
}

import { Search } from "lucide-react";
import { data, Form, useFetcher, useNavigation } from "react-router";
import { actionsColumn, AdminTable, Badge, DeleteButton, EmptyState, Time } from "~/components/admin/admin-ui";
import { Button } from "~/components/ui/button";
import { Field, FieldFrame, FormMessage } from "~/components/ui/field";
import { failureInit } from "~/http/failure-response";
import { auditActorOf, requirePermission } from "~/http/guards.server";
import { readFormData } from "~/http/read-form.server";
import { INVITABLE_ROLES, INVITATION_LINK_HOURS, invitationMessages, inviteSchema, type InvitableRole } from "~/modules/auth/auth.schema";
import { inviteStaffMember, listInvitations, resendInvitation, revokeInvitation, type InvitationState, type InvitationSummary } from "~/modules/auth/invitations.server";
import { ROLES, roleLabels, type Role } from "~/modules/auth/permissions";
import { changeUserRole, listUsers, setUserDisabled, signOutUserEverywhere, type UserSummary } from "~/modules/auth/users.server";
import { resetSecondFactorOfUser, usersWithSecondFactor } from "~/modules/auth/two-factor.server";
import { parseInput } from "~/modules/forms/parse-form";
import { parseId } from "~/modules/ids";
import { routeMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/users";

export const meta: Route.MetaFunction = (args) => routeMeta(args, { title: "Users", noIndex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requirePermission(request, context, "users:manage");
  const search = new URL(request.url).searchParams.get("q") ?? "";
  const [users, invitations] = await Promise.all([listUsers(context, { search }), listInvitations(context)]);
  const withSecondFactor = await usersWithSecondFactor(context, { userIds: users.map((user) => user.id) });
  return { users, invitations, search, meId: me.id, secondFactorIds: [...withSecondFactor] };
}

type ActionAnswer = { ok: boolean; message: string; intent?: string; fieldErrors?: Record<string, string>; invitedId?: number };

export async function action({ request, context }: Route.ActionArgs) {
  const me = await requirePermission(request, context, "users:manage");
  const form = await readFormData(request);
  const intent = form.get("intent");
  const by = auditActorOf(me, context);
  if (intent === "invite") {
    const parsed = parseInput(inviteSchema, form);
    if (!parsed.ok) return data<ActionAnswer>({ ok: false, intent, message: parsed.message, fieldErrors: parsed.fieldErrors }, { status: 400 });
    const invited = await inviteStaffMember(context, { email: parsed.value.email, role: parsed.value.role as InvitableRole, inviter: { id: me.id, name: me.name }, by });
    if (!invited.ok) return data<ActionAnswer>({ ok: false, intent, message: invited.message, fieldErrors: invited.fieldErrors }, failureInit(invited));
    return data<ActionAnswer>({ ok: true, intent, message: `${invitationMessages.sent} ${parsed.value.email} has ${INVITATION_LINK_HOURS} hours to accept.`, invitedId: invited.value.id });
  }
  if (intent === "resend" || intent === "revoke") {
    const id = parseId(form.get("id"));
    if (id === null) return data<ActionAnswer>({ ok: false, message: invitationMessages.notFound }, { status: 400 });
    const result = intent === "resend" ? await resendInvitation(context, { id, by }) : await revokeInvitation(context, { id, by });
    if (!result.ok) return data<ActionAnswer>({ ok: false, message: result.message }, failureInit(result));
    return data<ActionAnswer>({ ok: true, message: intent === "resend" ? invitationMessages.resent : invitationMessages.revoked });
  }
  const userId = String(form.get("id") ?? "");
  if (intent === "reset-second-factor") {
    const reset = await resetSecondFactorOfUser(context, { userId, by });
    if (!reset.ok) return data<ActionAnswer>({ ok: false, message: reset.message }, failureInit(reset));
    return data<ActionAnswer>({ ok: true, message: "Two-step sign-in reset; we mailed the person." });
  }
  if (intent === "sign-out-everywhere") {
    const signedOut = await signOutUserEverywhere(context, { userId, by });
    if (!signedOut.ok) return data<ActionAnswer>({ ok: false, message: signedOut.message }, failureInit(signedOut));
    const { ended, name } = signedOut.value;
    return data<ActionAnswer>({ ok: true, message: ended === 0 ? `${name} was not signed in anywhere.` : `Signed out everywhere: ${ended} ${ended === 1 ? "session" : "sessions"} ended.` });
  }
  const result =
    intent === "role"
      ? await changeUserRole(context, { userId, role: String(form.get("role") ?? ""), by })
      : intent === "disable" || intent === "enable"
        ? await setUserDisabled(context, { userId, disabled: intent === "disable", by })
        : null;
  if (!result) return data<ActionAnswer>({ ok: false, message: "Unknown action." }, { status: 400 });
  if (!result.ok) return data<ActionAnswer>({ ok: false, message: result.message }, failureInit(result));
  return data<ActionAnswer>({ ok: true, message: intent === "role" ? "Role saved." : intent === "disable" ? "Account disabled and signed out." : "Account enabled." });
}

const roleHints: Record<Role, string> = {
  admin: "everything",
  editor: "writes, edits and publishes every post; edits the team",
  author: "writes own drafts, submits for review",
  user: "no admin access",
};

function UserRow({ user, isMe, hasSecondFactor }: { user: UserSummary; isMe: boolean; hasSecondFactor: boolean }) {
  // One fetcher for the row, shared with its "Reset two-step" dialog (`fetcherKey`), so the row's status line says
  // what the reset answered too (the button itself is gone once the reset is done).
  const fetcher = useFetcher<{ ok: boolean; message: string }>({ key: `user-${user.id}` });
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
          <span aria-hidden="true" className="text-sm font-medium text-slate-700 sm:hidden">
            Role
          </span>
          <select
            id={`role-${user.id}`}
            name="role"
            defaultValue={user.role}
            className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
          >
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {roleLabels[role]}
              </option>
            ))}
          </select>
          <Button type="submit" name="intent" value="role" variant="secondary" className="px-3 py-1.5" disabled={busy} aria-label={`Save the role of ${user.name}`}>
            Save
          </Button>
        </fetcher.Form>
      </td>
      <td className="px-4 py-3">
        <div className="flex flex-col items-start gap-1 whitespace-nowrap">
          {user.disabled ? <Badge tone="danger">Disabled</Badge> : <Badge tone="success">Active</Badge>}
          {hasSecondFactor ? <Badge tone="brand">Two-step on</Badge> : null}
        </div>
      </td>
      <td className="whitespace-nowrap px-4 py-3 text-slate-600">
        <span className="sm:hidden">Joined </span>
        <Time iso={user.createdAt} />
      </td>
      <td className="px-4 py-3 text-right">
        <fetcher.Form method="post" className="max-sm:inline-block">
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
        {isMe || user.disabled ? null : (
          // A disabled account has no session left to end; one's own sessions are ended on /account.
          <div className="mt-2 whitespace-nowrap max-sm:ml-2 max-sm:mt-0 max-sm:inline-block">
            <DeleteButton
              id={user.id}
              intent="sign-out-everywhere"
              label="Sign out everywhere"
              busyLabel="Signing out..."
              confirmLabel="Sign out everywhere"
              subject={user.name}
              title="Sign this person out everywhere?"
              message={`Every device where ${user.name} is signed in is signed out at once. The account stays active: they can sign in again with their password. It is recorded in the audit log.`}
              fetcherKey={`user-${user.id}`}
            />
          </div>
        )}
        {hasSecondFactor ? (
          <div className="mt-2 whitespace-nowrap max-sm:ml-2 max-sm:mt-0 max-sm:inline-block">
            <DeleteButton
              id={user.id}
              intent="reset-second-factor"
              label="Reset two-step"
              busyLabel="Resetting..."
              confirmLabel="Reset"
              subject={user.name}
              title="Reset two-step sign-in?"
              message={`${user.name} will sign in with their password alone until they set up two-step sign-in again. We mail them, and the reset is recorded in the audit log.`}
              fetcherKey={`user-${user.id}`}
            />
          </div>
        ) : null}
        <p role="status" className={`mt-1 text-xs ${fetcher.data?.ok === false ? "font-medium text-red-700" : "text-slate-600"}`}>
          {fetcher.state === "idle" ? (fetcher.data?.message ?? "") : ""}
        </p>
      </td>
    </tr>
  );
}

const stateBadges: Record<InvitationState, { tone: "warning" | "success" | "neutral" | "danger"; label: string }> = {
  pending: { tone: "warning", label: "Pending" },
  accepted: { tone: "success", label: "Accepted" },
  expired: { tone: "neutral", label: "Expired" },
  revoked: { tone: "danger", label: "Revoked" },
};

const selectClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-ink shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30";

/** A plain form, so inviting works without JavaScript too; it empties after each invitation sent. */
function InviteForm({ answer }: { answer: ActionAnswer | undefined }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "invite";
  const mine = answer?.intent === "invite" && navigation.state === "idle" ? answer : undefined;
  return (
    <Form method="post" key={mine?.invitedId ?? "invite"} noValidate aria-labelledby="invite-heading" className="mt-4 grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 sm:grid-cols-[2fr_1fr_auto] sm:items-start">
      <div className="sm:col-span-3">
        <FormMessage tone={mine?.ok ? "success" : "error"}>{mine?.message}</FormMessage>
      </div>
      <Field label="Email" name="email" type="email" autoComplete="off" required error={mine?.fieldErrors?.email} />
      <FieldFrame label="Role" error={mine?.fieldErrors?.role}>
        {(control) => (
          <select {...control} name="role" defaultValue="author" className={selectClass}>
            {INVITABLE_ROLES.map((role) => (
              <option key={role} value={role}>
                {roleLabels[role]}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      <Button type="submit" name="intent" value="invite" disabled={busy} className="sm:mt-6">
        {busy ? "Sending..." : "Send invitation"}
      </Button>
    </Form>
  );
}

function InvitationRow({ invitation }: { invitation: InvitationSummary }) {
  // Shared with the "Revoke" dialog (`fetcherKey`): the row's status line says what either button's action answered.
  const fetcher = useFetcher<ActionAnswer>({ key: `invitation-${invitation.id}` });
  const open = invitation.state === "pending" || invitation.state === "expired";
  const badge = stateBadges[invitation.state];
  return (
    <tr>
      <td className="px-4 py-3">
        <p className="font-semibold text-ink">{invitation.email}</p>
        <p className="text-slate-600">{`Invited by ${invitation.inviterName}`}</p>
      </td>
      <td className="px-4 py-3">
        <span className="sm:hidden">As </span>
        {roleLabels[invitation.role]}
      </td>
      <td className="px-4 py-3">
        <Badge tone={badge.tone}>{badge.label}</Badge>
      </td>
      <td className="whitespace-nowrap px-4 py-3 text-slate-600">
        {invitation.state === "revoked" ? null : <span className="sm:hidden">{invitation.state === "accepted" ? "Accepted " : "Valid until "}</span>}
        <Time iso={invitation.state === "accepted" ? invitation.acceptedAt : invitation.state === "revoked" ? null : invitation.expiresAt} />
      </td>
      <td className="px-4 py-3 text-right">
        {open ? (
          <div className="flex flex-wrap justify-end gap-2 max-sm:justify-start">
            <fetcher.Form method="post">
              <input type="hidden" name="id" value={invitation.id} />
              <Button type="submit" name="intent" value="resend" variant="secondary" className="px-3 py-1.5" disabled={fetcher.state !== "idle"} aria-label={`Send again: ${invitation.email}`}>
                Send again
              </Button>
            </fetcher.Form>
            <DeleteButton
              id={invitation.id}
              intent="revoke"
              label="Revoke"
              busyLabel="Revoking..."
              confirmLabel="Revoke"
              subject={invitation.email}
              title="Revoke this invitation?"
              message={`The link mailed to ${invitation.email} will stop working. You can invite the address again later.`}
              fetcherKey={`invitation-${invitation.id}`}
            />
          </div>
        ) : null}
        <p role="status" className={`mt-1 text-xs ${fetcher.data?.ok === false ? "font-medium text-red-700" : "text-slate-600"}`}>
          {fetcher.state === "idle" ? (fetcher.data?.message ?? "") : ""}
        </p>
      </td>
    </tr>
  );
}

/** Admins assign roles and disable accounts; the last admin can be neither demoted nor disabled. */
export default function AdminUsers({ loaderData, actionData }: Route.ComponentProps) {
  const { users, invitations, search, meId, secondFactorIds } = loaderData;
  return (
    <section>
      <h1 className="text-3xl font-bold tracking-tight">Users</h1>
      <p className="mt-2 text-slate-600">Who may write, edit and publish. A disabled account cannot sign in and is signed out at once.</p>
      <p className="mt-1 text-sm text-slate-600">{ROLES.map((role) => `${roleLabels[role]}: ${roleHints[role]}.`).join(" ")}</p>
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
        <AdminTable label="Users" stackOnPhones columns={["User", "Role", "Status", "Joined", <span key="actions" className="sr-only">Actions</span>]}>
          {users.map((user) => (
            <UserRow key={user.id} user={user} isMe={user.id === meId} hasSecondFactor={secondFactorIds.includes(user.id)} />
          ))}
        </AdminTable>
      )}
      <h2 id="invite-heading" className="mt-12 text-xl font-bold tracking-tight">Invite someone</h2>
      <p className="mt-1 text-slate-600">{`Staff join by invitation: the mail's link works once, within ${INVITATION_LINK_HOURS} hours, and sets their name and password. Readers sign up themselves.`}</p>
      <InviteForm answer={actionData} />
      <h2 className="mt-10 text-xl font-bold tracking-tight">Invitations</h2>
      {invitations.length === 0 ? (
        <EmptyState>No invitations yet. People you invite appear here until they accept.</EmptyState>
      ) : (
        <AdminTable label="Invitations" stackOnPhones columns={["Email", "Role", "State", "Valid until or accepted", actionsColumn]}>
          {invitations.map((invitation) => (
            <InvitationRow key={invitation.id} invitation={invitation} />
          ))}
        </AdminTable>
      )}
    </section>
  );
}

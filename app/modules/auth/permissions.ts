/**
 * Who may do what: one table, checked by name on the server (app/http/guards.server.ts) for every admin loader,
 * action and API handler, and read by the admin navigation to show only what a role may use. Hiding a link
 * protects nothing; the guard is the authority (decision 0017).
 */
export const ROLES = ["admin", "editor", "author", "user"] as const;
export type Role = (typeof ROLES)[number];

export const roleLabels: Record<Role, string> = { admin: "Admin", editor: "Editor", author: "Author", user: "Reader" };

export const PERMISSIONS = [
  /** The admin area at all (dashboard, own profile). */
  "admin:access",
  "post:create",
  /** Edit and delete a post one wrote, while it is not public. */
  "post:update:own",
  "post:update:any",
  "post:delete:any",
  /** Publish, schedule, unpublish; the review queue. */
  "post:publish:any",
  /** Publish or schedule a post past the accessibility check's errors, with the named override (decision 0032). */
  "accessibility:override",
  /** The accessibility report on everything published (/admin/accessibility). */
  "accessibility:read",
  /** Visitor analytics (/admin/analytics): the counts and goals, nothing about a person (decision 0033). */
  "analytics:read",
  /** Drafts of others on the public pages and in the API list. */
  "post:read:any",
  /** The media library: browse, upload, describe, delete what no post uses (anyone who writes posts). */
  "media:manage",
  /** Content collections: add, edit, reorder and delete team members (decision 0028). */
  "content:edit",
  /** Pages made of blocks (/admin/pages): create, edit, publish and unpublish them (decision 0039). */
  "pages:edit",
  /** The site settings every page shows (company details, contact, social links): admins only (decision 0028). */
  "settings:edit",
  "positions:write",
  "applications:read",
  "messages:read",
  "subscribers:read",
  "newsletter:send",
  "outbox:read",
  "privacy:manage",
  "users:manage",
  /** The audit log (/admin/audit): read and export; nobody may change it. */
  "audit:read",
  /** Webhook endpoints, their secrets and delivery log (/admin/integrations): admins only (issue 37). */
  "integrations:manage",
  /** API keys for the JSON API: create (with scopes), list, revoke (/admin/integrations/keys): admins only (decision 0036). */
  "api-keys:manage",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const editorial: Permission[] = ["admin:access", "post:create", "post:update:own", "post:update:any", "post:delete:any", "post:publish:any", "accessibility:override", "accessibility:read", "analytics:read", "post:read:any", "media:manage", "content:edit", "pages:edit"];

const grants: Record<Role, ReadonlySet<Permission>> = {
  admin: new Set(PERMISSIONS),
  editor: new Set(editorial),
  author: new Set<Permission>(["admin:access", "post:create", "post:update:own", "media:manage"]),
  user: new Set<Permission>(),
};

/** A role string from the database; anything unknown (null, a retired role) is a plain reader. */
export function toRole(value: string | null | undefined): Role {
  return (ROLES as readonly string[]).includes(value ?? "") ? (value as Role) : "user";
}

export function can(role: Role, permission: Permission): boolean {
  return grants[role].has(permission);
}

/** May this user read this post? Everyone a published one; an unpublished one its author, editors and admins. */
export function canReadPost(user: { id: string; role: Role } | null, post: { authorId: string; status: string }): boolean {
  return post.status === "published" || (user !== null && (post.authorId === user.id || can(user.role, "post:read:any")));
}

/** May this user change this post? Editors and admins any; an author their own post while it is not public. */
export function canEditPost(user: { id: string; role: Role }, post: { authorId: string; status: string }): boolean {
  return editPostDenial(user, post) === null;
}

/** Who holds `permission` short of admin, from the table ("editors", "an editor"), for sentences that name who may. */
function whoMay(permission: Permission): { plural: string; one: string } {
  const role = ROLES.find((candidate) => candidate !== "admin" && can(candidate, permission)) ?? "admin";
  const name = roleLabels[role].toLowerCase();
  return { plural: `${name}s`, one: `${/^[aeiou]/.test(name) ? "an" : "a"} ${name}` };
}

/**
 * Why `user` may not change this post, in words they can act on (the edit page answers 403 with it, the API its
 * message); null when they may. Follows the table: "post:update:any" changes every post, "post:update:own" one's
 * own while it is not public (published or scheduled).
 */
export function editPostDenial(user: { id: string; role: Role }, post: { authorId: string; status: string }): string | null {
  if (can(user.role, "post:update:any")) return null;
  const editors = whoMay("post:update:any");
  if (!can(user.role, "post:update:own")) return `Your account does not write posts. Posts are edited by their authors and by ${editors.plural}.`;
  if (post.authorId !== user.id) return `This is another writer's post. You can edit your own posts; ask ${editors.one} to change this one.`;
  if (post.status === "published") {
    return `Published posts are edited by ${editors.plural}. Ask ${editors.one} to make the change, or write a new post that follows up on this one.`;
  }
  if (post.status === "scheduled") {
    return `Scheduled posts are edited by ${editors.plural}. Ask ${editors.one} to change it, or to cancel the schedule so that it comes back to you as a draft.`;
  }
  return null;
}

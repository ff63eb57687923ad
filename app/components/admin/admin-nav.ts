import { can, type Permission, type Role } from "~/modules/auth/permissions";

/** The admin area's sections, each with the permission it needs (modules/auth/permissions.ts). Each area adds its page here. */
export const adminNav: Array<{ label: string; to: string; permission: Permission }> = [
  { label: "Dashboard", to: "/admin", permission: "admin:access" },
  { label: "Posts", to: "/admin/posts", permission: "post:create" },
  { label: "Media", to: "/admin/media", permission: "media:manage" },
  { label: "Team members", to: "/admin/content/team", permission: "content:edit" },
  { label: "Site settings", to: "/admin/content/settings", permission: "settings:edit" },
  { label: "Review queue", to: "/admin/review", permission: "post:publish:any" },
  { label: "Scheduled", to: "/admin/scheduled", permission: "post:publish:any" },
  { label: "Positions", to: "/careers", permission: "positions:write" },
  { label: "Applications", to: "/admin/applications", permission: "applications:read" },
  { label: "Messages", to: "/admin/messages", permission: "messages:read" },
  { label: "Subscribers", to: "/admin/subscribers", permission: "subscribers:read" },
  { label: "Newsletter", to: "/admin/newsletter", permission: "newsletter:send" },
  { label: "Mail outbox", to: "/admin/outbox", permission: "outbox:read" },
  { label: "Personal data", to: "/admin/privacy", permission: "privacy:manage" },
  { label: "Users", to: "/admin/users", permission: "users:manage" },
  { label: "Audit log", to: "/admin/audit", permission: "audit:read" },
  { label: "Integrations", to: "/admin/integrations", permission: "integrations:manage" },
  { label: "My profile", to: "/admin/profile", permission: "post:create" },
];

/** Only what `role` may use: a link to a page that would turn them away helps nobody. */
export function adminNavFor(role: Role) {
  return adminNav.filter((item) => can(role, item.permission));
}

import { can, type Permission, type Role } from "~/modules/auth/permissions";

type AdminNavItem = { label: string; to: string; permission: Permission };

/**
 * The admin area's sections in groups, each link with the permission it needs (modules/auth/permissions.ts). Each
 * area adds its page to its group. Groups keep 20-odd links scannable; the dashboard and profile stand alone.
 */
export const adminNavGroups: Array<{ label: string; items: AdminNavItem[] }> = [
  {
    label: "Overview",
    items: [
      { label: "Dashboard", to: "/admin", permission: "admin:access" },
      { label: "Analytics", to: "/admin/analytics", permission: "analytics:read" },
    ],
  },
  {
    label: "Blog",
    items: [
      { label: "Posts", to: "/admin/posts", permission: "post:create" },
      { label: "Review queue", to: "/admin/review", permission: "post:publish:any" },
      { label: "Scheduled", to: "/admin/scheduled", permission: "post:publish:any" },
      { label: "Accessibility", to: "/admin/accessibility", permission: "accessibility:read" },
      { label: "Media", to: "/admin/media", permission: "media:manage" },
    ],
  },
  {
    label: "Site content",
    items: [
      { label: "All site content", to: "/admin/content", permission: "content:edit" },
      { label: "Pages", to: "/admin/pages", permission: "pages:edit" },
      { label: "Translations", to: "/admin/translations", permission: "post:create" },
      { label: "Team members", to: "/admin/content/team", permission: "content:edit" },
      { label: "Projects", to: "/admin/content/projects", permission: "content:edit" },
      { label: "Featured projects", to: "/admin/content/featured-projects", permission: "content:edit" },
      { label: "Company figures", to: "/admin/content/figures", permission: "content:edit" },
      { label: "FAQs", to: "/admin/content/faqs", permission: "content:edit" },
      { label: "Pricing plans", to: "/admin/content/pricing-plans", permission: "content:edit" },
      { label: "Careers benefits", to: "/admin/content/benefits", permission: "content:edit" },
      { label: "Company values", to: "/admin/content/values", permission: "content:edit" },
      { label: "Site settings", to: "/admin/content/settings", permission: "settings:edit" },
    ],
  },
  {
    label: "Hiring",
    items: [
      { label: "Positions", to: "/careers", permission: "positions:write" },
      { label: "Applications", to: "/admin/applications", permission: "applications:read" },
    ],
  },
  {
    label: "Audience",
    items: [
      { label: "Messages", to: "/admin/messages", permission: "messages:read" },
      { label: "Subscribers", to: "/admin/subscribers", permission: "subscribers:read" },
      { label: "Newsletter", to: "/admin/newsletter", permission: "newsletter:send" },
      { label: "Mail outbox", to: "/admin/outbox", permission: "outbox:read" },
    ],
  },
  {
    label: "Administration",
    items: [
      { label: "Users", to: "/admin/users", permission: "users:manage" },
      { label: "Personal data", to: "/admin/privacy", permission: "privacy:manage" },
      { label: "Audit log", to: "/admin/audit", permission: "audit:read" },
      { label: "Integrations", to: "/admin/integrations", permission: "integrations:manage" },
    ],
  },
  { label: "You", items: [{ label: "My profile", to: "/admin/profile", permission: "post:create" }] },
];

/** Only what `role` may use: a link to a page that would turn them away helps nobody. Empty groups are left out. */
export function adminNavFor(role: Role) {
  return adminNavGroups
    .map((group) => ({ label: group.label, items: group.items.filter((item) => can(role, item.permission)) }))
    .filter((group) => group.items.length > 0);
}

import { z } from "~/modules/forms/zod";

/**
 * Every action the audit log records (issue 33), closed: a use case can only record one of these, and the admin's
 * filter offers exactly these. Add a name here together with the use case that records it.
 */
export const AUDIT_ACTIONS = [
  "auth.sign_in",
  "auth.sign_in_failed",
  "auth.password_changed",
  "auth.password_reset",
  "user.role_changed",
  "user.disabled",
  "user.enabled",
  "user.name_changed",
  "user.deleted",
  "user.signed_out_everywhere",
  "post.published",
  "post.unpublished",
  "post.deleted",
  "post.published_with_accessibility_override",
  "page.published",
  "page.unpublished",
  "page.published_with_accessibility_override",
  "page.translated",
  "position.opened",
  "position.closed",
  "position.deleted",
  "position.translated",
  "application.status_changed",
  "privacy.exported",
  "privacy.erased",
  "newsletter.sent",
  "session.revoked",
  "settings.changed",
  "content.changed",
  "webhook.endpoint_created",
  "webhook.endpoint_changed",
  "webhook.endpoint_deleted",
  "webhook.secret_rotated",
  "api_key.created",
  "api_key.revoked",
  "invitation.created",
  "invitation.resent",
  "invitation.revoked",
  "invitation.accepted",
  "auth.second_factor_enrolled",
  "auth.second_factor_removed",
  "auth.second_factor_failed",
  "auth.backup_codes_regenerated",
  "auth.passkey_added",
  "auth.passkey_removed",
  "auth.email_change_requested",
  "auth.email_changed",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditActionLabels: Record<AuditAction, string> = {
  "auth.sign_in": "Signed in",
  "auth.sign_in_failed": "Sign-in failed",
  "auth.password_changed": "Password changed",
  "auth.password_reset": "Password reset",
  "user.role_changed": "Role changed",
  "user.disabled": "Account disabled",
  "user.enabled": "Account enabled",
  "user.name_changed": "Name changed",
  "user.deleted": "Account deleted",
  "user.signed_out_everywhere": "Signed out everywhere by an admin",
  "post.published": "Post published",
  "post.unpublished": "Post unpublished",
  "post.deleted": "Post deleted",
  "post.published_with_accessibility_override": "Post published past accessibility errors",
  "page.published": "Page published",
  "page.unpublished": "Page unpublished",
  "page.published_with_accessibility_override": "Page published past accessibility errors",
  "page.translated": "Page translation started",
  "position.opened": "Position opened",
  "position.closed": "Position closed",
  "position.deleted": "Position deleted",
  "position.translated": "Position translation started",
  "application.status_changed": "Application status changed",
  "privacy.exported": "Personal data exported",
  "privacy.erased": "Personal data erased",
  "newsletter.sent": "Newsletter sent",
  "session.revoked": "Session ended",
  "settings.changed": "Site settings changed",
  "content.changed": "Content changed",
  "webhook.endpoint_created": "Webhook endpoint added",
  "webhook.endpoint_changed": "Webhook endpoint changed",
  "webhook.endpoint_deleted": "Webhook endpoint deleted",
  "webhook.secret_rotated": "Webhook secret rotated",
  "api_key.created": "API key created",
  "api_key.revoked": "API key revoked",
  "invitation.created": "Invitation sent",
  "invitation.resent": "Invitation sent again",
  "invitation.revoked": "Invitation revoked",
  "invitation.accepted": "Invitation accepted",
  "auth.second_factor_enrolled": "Second factor set up",
  "auth.second_factor_removed": "Second factor removed",
  "auth.second_factor_failed": "Second-factor code refused",
  "auth.backup_codes_regenerated": "New backup codes made",
  "auth.passkey_added": "Passkey added",
  "auth.passkey_removed": "Passkey removed",
  "auth.email_change_requested": "Email change requested",
  "auth.email_changed": "Email changed",
};

export const AUDIT_PAGE_SIZE = 50;
/** A CSV export holds at most this many entries (newest first); narrow the filter for older ones. */
export const AUDIT_EXPORT_LIMIT = 50_000;

const day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)))
  .optional()
  .catch(undefined);

/** The /admin/audit filter from the query string; anything malformed is dropped rather than refused. */
export const auditFilterSchema = z.object({
  actor: z.string().trim().max(100).optional().catch(undefined).transform((value) => value || undefined),
  action: z.enum(AUDIT_ACTIONS).optional().catch(undefined),
  /** Days in SITE_TIMEZONE, both included. */
  from: day,
  to: day,
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
export type AuditFilter = z.infer<typeof auditFilterSchema>;

export function auditFilterFrom(params: URLSearchParams): AuditFilter {
  return auditFilterSchema.parse(Object.fromEntries([...params].filter(([, value]) => value !== "")));
}

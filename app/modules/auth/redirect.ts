import { can, type Role } from "./permissions";

/**
 * Only a path on this site may be a redirect target: "//evil.example" and "/\evil.example" are other hosts to a
 * browser, and anything with a scheme is refused.
 */
export function safeRedirectPath(target: unknown, fallback: string): string {
  if (typeof target !== "string" || !target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) {
    return fallback;
  }
  if (/[\u0000-\u001f]/.test(target)) return fallback;
  return target;
}

/**
 * Where signing in leads when no page asked for it: staff (anyone with the admin area) to the dashboard, which
 * shows them their work; readers to /blog, as SPEC 5 has it (decision 0026).
 */
export function landingPathFor(role: Role): string {
  return can(role, "admin:access") ? "/admin" : "/blog";
}

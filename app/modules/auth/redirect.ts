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
 * Where signing in leads when no page asked for it: /blog for everyone, as SPEC 5 has it ("Success goes to /blog");
 * staff reach their dashboard from the header's Admin link (decision 0026).
 */
export const SIGN_IN_LANDING = "/blog";

/**
 * The publish check for accessibility (issue 34): what a finding is, which rules are errors and which warnings,
 * and the override's field. Shared by the server (the authority) and the editor's panel (decision 0032).
 */
export const ACCESSIBILITY_RULES = [
  "image-alt",
  "link-empty",
  "heading-empty",
  "table-headers",
  "heading-order",
  "heading-h1",
  "heading-h1-missing",
  "link-text",
  "language",
] as const;
export type AccessibilityRule = (typeof ACCESSIBILITY_RULES)[number];

export type Severity = "error" | "warning";

export interface AccessibilityFinding {
  rule: AccessibilityRule;
  severity: Severity;
  message: string;
  /** What it is about, short: the image's address, the link's text, the heading, the passage. */
  excerpt: string;
}

/**
 * Errors leave a screen-reader user with nothing (an image, link, heading or table they cannot know the content
 * or purpose of, a page with no h1 to jump to): they block publishing. Warnings make the page harder to use but the content is still there.
 */
export const RULE_SEVERITY: Record<AccessibilityRule, Severity> = {
  "image-alt": "error",
  "link-empty": "error",
  "heading-empty": "error",
  "table-headers": "error",
  "heading-order": "warning",
  "heading-h1": "warning",
  "heading-h1-missing": "error",
  "link-text": "warning",
  language: "warning",
};

/** Short names (the audit log's summary, the report's counts). */
export const ruleLabels: Record<AccessibilityRule, string> = {
  "image-alt": "image without alt text",
  "link-empty": "empty link",
  "heading-empty": "empty heading",
  "table-headers": "table without header cells",
  "heading-order": "skipped heading level",
  "heading-h1": "second h1",
  "heading-h1-missing": "no h1",
  "link-text": "unclear link text",
  language: "language not marked",
};

/** The form field (a checkbox) with which an editor or admin publishes past errors; authors are never offered it. */
export const OVERRIDE_FIELD = "accessibilityOverride";
export const OVERRIDE_LABEL = "Publish anyway: I have checked these";

export function accessibilityErrors(findings: readonly AccessibilityFinding[]): AccessibilityFinding[] {
  return findings.filter((finding) => finding.severity === "error");
}

/** The rules that have errors, each once, in the rules' order (the audit summary). */
export function rulesWithErrors(findings: readonly AccessibilityFinding[]): AccessibilityRule[] {
  const rules = new Set(accessibilityErrors(findings).map((finding) => finding.rule));
  return ACCESSIBILITY_RULES.filter((rule) => rules.has(rule));
}

/** Why a publish or schedule was refused: the count, where the list is, and what the person can do. */
export function accessibilityRefusal(findings: readonly AccessibilityFinding[], mayOverride: boolean, document: "post" | "page" = "post"): string {
  const count = accessibilityErrors(findings).length;
  const errors = count === 1 ? "1 accessibility error" : `${count} accessibility errors`;
  const fix = count === 1 ? "Fix it" : "Fix them";
  return `Not published: the ${document} has ${errors} (listed under Accessibility check). ${fix}${mayOverride ? `, or tick "${OVERRIDE_LABEL}"` : ""}.`;
}

/**
 * Where a document's h1 is: "title", outside the checked HTML (a post's title, a page's heading block, the legal
 * pages' layout), so an h1 in the HTML is a second one; "content", in the HTML (a page of blocks without a heading
 * block), so none there is an error and the first one is the page's.
 */
export type H1Place = "title" | "content";

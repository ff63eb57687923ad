import { type RouteConfig, type RouteConfigEntry, index, route } from "@react-router/dev/routes";
import { DEFAULT_LOCALE, LOCALES, type DOCUMENT_PATTERNS, type LOCALIZED_FEEDS, type LOCALIZED_PATTERNS } from "./i18n/locales";

const OTHER_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

/**
 * A public page in every language (decision 0035): the English route at its SPEC path, and the same module under
 * `/<locale>/` with an id per language (`<id>.hi`). The module finds its language from the path. Only patterns
 * listed in LOCALIZED_PATTERNS may be registered here, so hreflang, the sitemap and the language switcher (which
 * read that list) announce exactly the pages that exist; DOCUMENT_PATTERNS and LOCALIZED_FEEDS say why theirs differ.
 */
function localized(pattern: (typeof LOCALIZED_PATTERNS)[number] | (typeof DOCUMENT_PATTERNS)[number] | (typeof LOCALIZED_FEEDS)[number], file: string, options: { id?: string } = {}): RouteConfigEntry[] {
  const id = options.id ?? file.replace(/\.[^.]+$/, "");
  const path = pattern.slice(1);
  return [
    path === "" ? index(file, options) : route(path, file, options),
    ...OTHER_LOCALES.map((locale) => route(path === "" ? locale : `${locale}/${path}`, file, { id: `${id}.${locale}` })),
  ];
}

export default [
  ...localized("/", "routes/marketing/home.tsx"),
  ...localized("/about", "routes/marketing/about.tsx"),
  ...localized("/team", "routes/marketing/team.tsx"),
  ...localized("/contact", "routes/marketing/contact.tsx"),
  ...localized("/services", "routes/marketing/services.tsx"),
  ...localized("/services/:service", "routes/marketing/service.tsx"),
  ...localized("/projects", "routes/marketing/projects.tsx"),
  ...localized("/projects/:project", "routes/marketing/project.tsx"),
  route("brahmastra", "routes/marketing/brahmastra-redirect.tsx"),
  ...localized("/privacy-policy", "routes/marketing/legal.tsx", { id: "legal-privacy" }),
  ...localized("/terms", "routes/marketing/legal.tsx", { id: "legal-terms" }),
  ...localized("/cookies-policy", "routes/marketing/legal.tsx", { id: "legal-cookies" }),

  // A subscriber's language is the page's they subscribed on; their mails link to the pages in it (decision 0045).
  ...localized("/newsletter", "routes/newsletter/subscribe.tsx"),
  ...localized("/newsletter/confirm", "routes/newsletter/confirm.tsx"),
  ...localized("/newsletter/unsubscribe", "routes/newsletter/unsubscribe.tsx"),
  // Each language's archive lists the newsletters written in it; a newsletter's web version is at its language's address.
  ...localized("/newsletter/archive", "routes/newsletter/archive.tsx"),
  ...localized("/newsletter/archive/:id", "routes/newsletter/archive-issue.tsx"),

  ...localized("/careers", "routes/careers/careers.tsx"),
  ...localized("/careers/:position", "routes/careers/position.tsx"),
  route("api/positions", "routes/api/positions.ts"),
  route("api/positions/:id", "routes/api/position.ts"),
  route("api/careers/apply", "routes/api/careers-apply.ts"),
  route("api/applications", "routes/api/applications.ts"),
  route("api/applications/:id", "routes/api/application.ts"),
  route("api/applications/:id/resume", "routes/api/application-resume.ts"),
  route("api/form-token", "routes/api/form-token.ts"),
  route("api/openapi.json", "routes/api/openapi.ts"),
  route("api/docs", "routes/api/docs.tsx"),

  ...localized("/blog", "routes/blog/list.tsx"),
  ...localized("/blog/rss.xml", "routes/blog/feed.tsx", { id: "blog-rss" }),
  ...localized("/blog/atom.xml", "routes/blog/feed.tsx", { id: "blog-atom" }),
  route("blog/create", "routes/blog/create.tsx"),
  route("blog/edit/:id", "routes/blog/edit.tsx"),
  ...localized("/blog/author/:slug", "routes/blog/author.tsx"),
  ...localized("/blog/:slug", "routes/blog/post.tsx"),

  // Never cached in any language (cache-key.ts); each language's page lists its own language's hits first (0047).
  ...localized("/search", "routes/search/search.tsx"),
  route("api/search/suggestions", "routes/search/suggestions.ts"),

  route("robots.txt", "routes/seo/robots.ts"),
  route("sitemap.xml", "routes/seo/sitemap.ts"),

  route("login", "routes/auth/login.tsx"),
  route("login/two-factor", "routes/auth/two-factor.tsx"),
  route("login/passkey-options", "routes/auth/passkey-options.ts"),
  route("signup", "routes/auth/signup.tsx"),
  route("logout", "routes/auth/logout.tsx"),
  route("forgot-password", "routes/auth/forgot-password.tsx"),
  route("reset-password", "routes/auth/reset-password.tsx"),
  route("invitation", "routes/auth/invitation.tsx"),
  route("invitation/passkey-options", "routes/auth/invitation-passkey-options.ts"),
  route("account", "routes/account.tsx"),
  route("account/two-step", "routes/account-two-step.tsx"),
  route("account/two-step/passkey-options", "routes/account-passkey-options.ts"),
  route("account/email", "routes/auth/confirm-email.tsx"),
  route("account/deleted", "routes/account-deleted.tsx"),

  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/dashboard.tsx"),
    route("posts", "routes/admin/posts.tsx"),
    route("messages", "routes/admin/messages.tsx"),
    route("subscribers", "routes/admin/subscribers.tsx"),
    route("subscribers/export.csv", "routes/admin/subscribers-export.tsx"),
    route("newsletter", "routes/admin/newsletter.tsx"),
    route("outbox", "routes/admin/outbox.tsx"),
    route("applications", "routes/admin/applications.tsx"),
    route("applications/:id", "routes/admin/application.tsx"),
    route("privacy", "routes/admin/privacy.tsx"),
    route("media", "routes/admin/media.tsx"),
    route("users", "routes/admin/users.tsx"),
    route("review", "routes/admin/review.tsx"),
    route("scheduled", "routes/admin/scheduled.tsx"),
    route("accessibility", "routes/admin/accessibility.tsx"),
    route("profile", "routes/admin/profile.tsx"),
    route("content", "routes/admin/content-index.tsx"),
    route("content/settings", "routes/admin/content-settings.tsx"),
    route("content/:collection", "routes/admin/content-list.tsx"),
    route("content/:collection/:id", "routes/admin/content-entry.tsx"),
    route("pages", "routes/admin/pages.tsx"),
    route("pages/:id", "routes/admin/page-editor.tsx"),
    route("translations", "routes/admin/translations.tsx"),
    route("analytics", "routes/admin/analytics.tsx"),
    route("analytics/export.csv", "routes/admin/analytics-export.ts"),
    route("audit", "routes/admin/audit.tsx"),
    route("audit/export.csv", "routes/admin/audit-export.ts"),
    route("integrations", "routes/admin/integrations.tsx"),
    route("integrations/keys", "routes/admin/api-keys.tsx"),
    route("integrations/:id", "routes/admin/integration.tsx"),
  ]),
  route("admin/media.json", "routes/admin/media-json.ts"),
  route("admin/media/upload", "routes/admin/media-upload.ts"),
  route("admin/posts/preview", "routes/admin/post-preview.tsx"),
  // In every language: a page is previewed in the site's frame its visitors get (page-preview-dialog.tsx).
  route("admin/pages/preview", "routes/admin/page-preview.tsx"),
  ...OTHER_LOCALES.map((locale) => route(`${locale}/admin/pages/preview`, "routes/admin/page-preview.tsx", { id: `routes/admin/page-preview.${locale}` })),
  route("admin/applications/:id/resume", "routes/admin/application-resume.ts"),
  route("admin/privacy/export.zip", "routes/admin/privacy-export.ts"),

  route("api/blogs", "routes/api/blogs.tsx"),
  route("api/blogs/:id", "routes/api/blog.tsx"),

  // Every other path: a page of blocks staff published there (decision 0039), or the 404, in the path's language.
  ...OTHER_LOCALES.map((locale) => route(`${locale}/*`, "routes/marketing/page.tsx", { id: `routes/marketing/page.${locale}` })),
  route("*", "routes/marketing/page.tsx"),
] satisfies RouteConfig;

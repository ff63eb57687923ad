import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/marketing/home.tsx"),
  route("about", "routes/marketing/about.tsx"),
  route("team", "routes/marketing/team.tsx"),
  route("contact", "routes/marketing/contact.tsx"),
  route("services", "routes/marketing/services.tsx"),
  route("services/:service", "routes/marketing/service.tsx"),
  route("projects", "routes/marketing/projects.tsx"),
  route("projects/:project", "routes/marketing/project.tsx"),
  route("brahmastra", "routes/marketing/brahmastra-redirect.tsx"),
  route("privacy-policy", "routes/marketing/legal.tsx", { id: "legal-privacy" }),
  route("terms", "routes/marketing/legal.tsx", { id: "legal-terms" }),
  route("cookies-policy", "routes/marketing/legal.tsx", { id: "legal-cookies" }),

  route("newsletter", "routes/newsletter/subscribe.tsx"),
  route("newsletter/confirm", "routes/newsletter/confirm.tsx"),
  route("newsletter/unsubscribe", "routes/newsletter/unsubscribe.tsx"),
  route("newsletter/archive", "routes/newsletter/archive.tsx"),
  route("newsletter/archive/:id", "routes/newsletter/archive-issue.tsx"),

  route("careers", "routes/careers/careers.tsx"),
  route("careers/:position", "routes/careers/position.tsx"),
  route("api/positions", "routes/api/positions.ts"),
  route("api/positions/:id", "routes/api/position.ts"),
  route("api/careers/apply", "routes/api/careers-apply.ts"),

  route("blog", "routes/blog/list.tsx"),
  route("blog/rss.xml", "routes/blog/feed.tsx", { id: "blog-rss" }),
  route("blog/atom.xml", "routes/blog/feed.tsx", { id: "blog-atom" }),
  route("blog/create", "routes/blog/create.tsx"),
  route("blog/edit/:id", "routes/blog/edit.tsx"),
  route("blog/:slug", "routes/blog/post.tsx"),

  route("search", "routes/search/search.tsx"),
  route("api/search/suggestions", "routes/search/suggestions.ts"),

  route("robots.txt", "routes/seo/robots.ts"),
  route("sitemap.xml", "routes/seo/sitemap.ts"),

  route("login", "routes/auth/login.tsx"),
  route("signup", "routes/auth/signup.tsx"),
  route("logout", "routes/auth/logout.tsx"),

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
  ]),
  route("admin/posts/preview", "routes/admin/post-preview.tsx"),
  route("admin/applications/:id/resume", "routes/admin/application-resume.ts"),
  route("admin/privacy/export.zip", "routes/admin/privacy-export.ts"),

  route("api/blogs", "routes/api/blogs.tsx"),
  route("api/blogs/:id", "routes/api/blog.tsx"),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

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

  route("careers", "routes/careers/careers.tsx"),

  route("blog", "routes/blog/list.tsx"),
  route("blog/create", "routes/blog/create.tsx"),
  route("blog/edit/:id", "routes/blog/edit.tsx"),
  route("blog/:slug", "routes/blog/post.tsx"),

  route("robots.txt", "routes/seo/robots.ts"),
  route("sitemap.xml", "routes/seo/sitemap.ts"),

  route("login", "routes/auth/login.tsx"),
  route("signup", "routes/auth/signup.tsx"),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

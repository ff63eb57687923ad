import { technologyMarks } from "~/content/technology-marks";
import type { ServicePageContent } from "./service-page";

export const webDevelopmentPage: ServicePageContent = {
  slug: "web-development",
  metaTitle: "Web Development",
  metaDescription:
    "Fast, accessible and secure websites and web applications, from company sites and online stores to SaaS platforms, designed and built by Vyoma Technologies.",
  hero: {
    eyebrow: "Web Development",
    title: "Websites and web apps that load fast and win customers",
    intro:
      "We design, build and look after websites and web applications that are quick on any connection, easy to find on search engines and simple for your team to update.",
    actions: [
      { label: "Get a Free Quote", to: "/contact" },
      { label: "View Our Work", to: "/projects", variant: "secondary" },
    ],
    highlights: ["Fixed-price proposals", "Accessible to WCAG 2.2 AA", "Support after launch"],
  },
  sections: [
    {
      kind: "cards",
      id: "features",
      eyebrow: "What you get",
      title: "Built right from the first line of code",
      cards: [
        { icon: "smartphone", title: "Responsive Design", text: "Layouts that work on every screen, from a 5-inch phone to a 4K monitor." },
        { icon: "gauge", title: "Performance First", text: "Server rendering, optimised images and lean code for pages that load in under two seconds." },
        { icon: "search", title: "SEO Ready", text: "Clean markup, structured data, sitemaps and metadata so customers find you." },
        { icon: "accessibility", title: "Accessible", text: "Keyboard and screen-reader friendly interfaces tested against WCAG 2.2 AA." },
        { icon: "shield-check", title: "Secure by Default", text: "HTTPS, strict security headers, validated input and dependencies kept up to date." },
        { icon: "file-text", title: "Easy to Edit", text: "A content system your team can use to update pages, posts and products without a developer." },
      ],
    },
    {
      kind: "cards",
      id: "website-types",
      eyebrow: "What we build",
      title: "Websites for every stage of your business",
      columns: 3,
      cards: [
        { icon: "building", title: "Corporate Websites", text: "Credible, well-structured sites that explain what you do and turn visitors into enquiries." },
        { icon: "shopping-cart", title: "E-commerce Stores", text: "Online shops with catalogues, carts, Indian and international payments and order tracking." },
        { icon: "layers", title: "Web Applications & SaaS", text: "Multi-user platforms with accounts, roles, billing and dashboards." },
        { icon: "rocket", title: "Landing Pages", text: "Focused campaign pages built to convert, with A/B testing and analytics." },
        { icon: "layout-dashboard", title: "Portals & Dashboards", text: "Customer, vendor and employee portals connected to your existing systems." },
        { icon: "globe", title: "Progressive Web Apps", text: "Installable, offline-capable web apps that feel native without an app store." },
      ],
    },
    {
      kind: "steps",
      id: "process",
      eyebrow: "How we work",
      title: "A clear four-step process",
      intro: "You see progress every week, and you always know what happens next.",
      steps: [
        { title: "Discover", text: "We learn your goals, audience and constraints, then agree scope, timeline and a fixed price." },
        { title: "Design", text: "Wireframes and visual designs you can click through and comment on before we build." },
        { title: "Develop", text: "We build in short sprints with a live preview link, automated tests and code reviews." },
        { title: "Launch & Grow", text: "We launch, monitor and measure, then keep improving with a support plan that suits you." },
      ],
    },
    {
      kind: "technologies",
      id: "technologies",
      eyebrow: "Technologies",
      title: "A modern, proven stack",
      technologies: [
        { name: "React", mark: technologyMarks.react },
        { name: "Next.js", mark: technologyMarks.nextjs },
        { name: "TypeScript", mark: technologyMarks.typescript },
        { name: "Node.js", mark: technologyMarks.nodejs },
        { name: "Tailwind CSS", mark: technologyMarks.tailwindcss },
        { name: "PostgreSQL", mark: technologyMarks.postgresql },
        { name: "GraphQL", mark: technologyMarks.graphql },
        { name: "Docker", mark: technologyMarks.docker },
        { name: "Amazon Web Services" },
      ],
    },
  ],
  closing: {
    title: "Let's build your next website",
    text: "Tell us what you need and we will send a free, fixed-price proposal within two working days.",
    actions: [
      { label: "Get a Free Quote", to: "/contact" },
      { label: "View Our Work", to: "/projects", variant: "secondary" },
    ],
  },
};

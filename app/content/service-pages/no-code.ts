import type { ServicePageContent } from "./service-page";

/** /services/no-code: Brahmastra, the no-code platform, not yet released (SPEC: COMING SOON). */
export const noCodePage: ServicePageContent = {
  slug: "no-code",
  metaTitle: "Brahmastra No-Code Platform",
  metaDescription:
    "Brahmastra, the no-code platform from Vyoma Technologies, is coming soon: build internal tools, apps and workflows visually. Join the waitlist.",
  hero: {
    badge: "COMING SOON",
    eyebrow: "Brahmastra No-Code Platform",
    title: "Build apps and workflows without writing code",
    intro:
      "Brahmastra lets operations teams, founders and analysts build the tools they need by dragging, dropping and describing, with the security and scale of software built by engineers.",
    actions: [
      { label: "Join Waitlist", to: "/contact" },
      { label: "Schedule Demo", to: "/contact", variant: "secondary" },
    ],
    highlights: ["Early access for waitlist members", "Free during the beta"],
    image: { src: "/images/projects/brahmastra.svg", width: 640, height: 400 },
  },
  sections: [
    {
      kind: "cards",
      id: "features",
      eyebrow: "What's coming",
      title: "Everything you need to build, in one place",
      columns: 4,
      cards: [
        { icon: "mouse-pointer", title: "Drag-and-Drop Builder", text: "Design screens from ready components that look right on every device." },
        { icon: "database", title: "Visual Data Models", text: "Create tables and relations in a spreadsheet-like editor, no SQL needed." },
        { icon: "workflow", title: "Workflows & Automation", text: "Approvals, notifications and scheduled jobs built from simple blocks." },
        { icon: "sparkles", title: "AI Assistant", text: "Describe what you need in plain words and get a working first version." },
        { icon: "plug", title: "Integrations & APIs", text: "Connect payment gateways, email, WhatsApp, spreadsheets and any REST API." },
        { icon: "lock", title: "Roles & Permissions", text: "Decide who sees and changes what, down to a single field." },
        { icon: "blocks", title: "Templates", text: "Start from CRMs, inventory trackers, booking systems and more." },
        { icon: "rocket", title: "One-Click Publish", text: "Launch to the web and mobile with hosting, backups and updates included." },
      ],
    },
    {
      kind: "steps",
      id: "how-it-works",
      eyebrow: "How it will work",
      title: "From idea to live app in an afternoon",
      steps: [
        { title: "Describe", text: "Pick a template or tell the AI assistant what your app should do." },
        { title: "Build", text: "Adjust screens, data and workflows visually, and preview every change instantly." },
        { title: "Launch", text: "Publish with one click, invite your team and improve as you learn." },
      ],
    },
    {
      kind: "checklist",
      id: "who-its-for",
      eyebrow: "Who it's for",
      title: "Made for the people closest to the problem",
      items: [
        "Operations teams replacing spreadsheets and email chains",
        "Founders testing a product idea before hiring engineers",
        "Agencies delivering client portals in days instead of months",
        "IT teams who want governed, secure tools instead of shadow IT",
      ],
    },
  ],
  closing: {
    title: "Be the first to build with Brahmastra",
    text: "Join the waitlist for early access and founding-member pricing, or book a preview demo with our product team.",
    actions: [
      { label: "Join Waitlist", to: "/contact" },
      { label: "Schedule Demo", to: "/contact", variant: "secondary" },
    ],
  },
};

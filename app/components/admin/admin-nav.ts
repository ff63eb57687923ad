/** The admin area's sections. Each area adds its page here (posts, positions, applications, messages, subscribers). */
export const adminNav = [
  { label: "Dashboard", to: "/admin" },
  { label: "Posts", to: "/admin/posts" },
  { label: "Media", to: "/admin/media" },
  { label: "Positions", to: "/careers" },
  { label: "Applications", to: "/admin/applications" },
  { label: "Messages", to: "/admin/messages" },
  { label: "Subscribers", to: "/admin/subscribers" },
  { label: "Newsletter", to: "/admin/newsletter" },
  { label: "Mail outbox", to: "/admin/outbox" },
  { label: "Personal data", to: "/admin/privacy" },
];

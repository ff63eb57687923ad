/** The admin area's sections. Each area adds its page here (posts, positions, applications, messages, subscribers). */
export const adminNav = [
  { label: "Dashboard", to: "/admin" },
  { label: "Applications", to: "/admin/applications" },
  { label: "Positions", to: "/careers" },
];

/** The header's and footer's links. Labels and targets follow SPEC section 2. */
export interface NavLink {
  label: string;
  to: string;
  description?: string;
}

export interface NavGroup extends NavLink {
  children: NavLink[];
}

export const serviceMenu: NavLink[] = [
  { label: "Smart Glasses", to: "/services/smart-glasses", description: "Assistive vision for the visually impaired" },
  { label: "AR/VR Solutions", to: "/services/ar-vr-solutions", description: "Immersive training and showcases" },
  { label: "Voice Chat", to: "/services/voice-chat", description: "Real-time voice for your product" },
  { label: "No-Code Platform", to: "/services/no-code", description: "Brahmastra, coming soon" },
  { label: "Gym CRM", to: "/services/custom-software", description: "Custom software: our gym-management CRM" },
  { label: "AI Integration", to: "/services/ai-integration", description: "Put AI to work in your business" },
  { label: "Cloud Solutions", to: "/services/cloud-solutions", description: "Migrate, scale and save" },
  { label: "Data Analytics", to: "/services/data-analytics", description: "Dashboards and decisions" },
];

export const projectMenu: NavLink[] = [
  { label: "Smart Glasses", to: "/projects/smart-glasses" },
  { label: "Voice Chat", to: "/projects/voice-chat" },
  { label: "AR/VR Solutions", to: "/projects/ar-vr-solutions" },
  { label: "Brahmastra", to: "/projects/brahmastra" },
];

export const primaryNav: Array<NavLink | NavGroup> = [
  { label: "Home", to: "/" },
  { label: "Services", to: "/services", children: serviceMenu },
  { label: "Projects", to: "/projects", children: projectMenu },
  { label: "Blog", to: "/blog" },
  { label: "About", to: "/about" },
  { label: "Team", to: "/team" },
  { label: "Careers", to: "/careers" },
];

export const contactNav: NavLink = { label: "Contact", to: "/contact" };

export const footerQuickLinks: NavLink[] = [
  { label: "Home", to: "/" },
  { label: "Services", to: "/services" },
  { label: "Projects", to: "/projects" },
  { label: "About", to: "/about" },
  { label: "Contact", to: "/contact" },
];

export const footerServiceLinks: NavLink[] = [
  { label: "Custom Software", to: "/services/custom-software" },
  { label: "Web Development", to: "/services/web-development" },
  { label: "Mobile Development", to: "/services/mobile-development" },
  { label: "AI Integration", to: "/services/ai-integration" },
  { label: "Cloud Solutions", to: "/services/cloud-solutions" },
  { label: "Data Analytics", to: "/services/data-analytics" },
  { label: "AR/VR Solutions", to: "/services/ar-vr-solutions" },
  { label: "Smart Glasses", to: "/services/smart-glasses" },
];

export const legalLinks: NavLink[] = [
  { label: "Privacy Policy", to: "/privacy-policy" },
  { label: "Terms of Service", to: "/terms" },
  { label: "Cookies Policy", to: "/cookies-policy" },
];

export function isNavGroup(link: NavLink | NavGroup): link is NavGroup {
  return "children" in link;
}

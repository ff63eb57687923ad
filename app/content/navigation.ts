import type { Messages } from "~/i18n/en";

/**
 * The header's and footer's links. Labels and targets follow SPEC section 2. `label` is the English one (kept for
 * the English-only pages that list links); the chrome shows `messages.nav[key]` (and `messages.navDescription[key]`)
 * in the page's language, with the path made local by `localizedPath`.
 */
export interface NavLink {
  key: keyof Messages["nav"];
  label: string;
  to: string;
  description?: string;
}

export interface NavGroup extends NavLink {
  children: NavLink[];
}

export const serviceMenu: NavLink[] = [
  { key: "smartGlasses", label: "Smart Glasses", to: "/services/smart-glasses", description: "Assistive vision for the visually impaired" },
  { key: "arVr", label: "AR/VR Solutions", to: "/services/ar-vr-solutions", description: "Immersive training and showcases" },
  { key: "voiceChat", label: "Voice Chat", to: "/services/voice-chat", description: "Real-time voice for your product" },
  { key: "noCode", label: "No-Code Platform", to: "/services/no-code", description: "Brahmastra, coming soon" },
  { key: "gymCrm", label: "Gym CRM", to: "/services/custom-software", description: "Custom software: our gym-management CRM" },
  { key: "aiIntegration", label: "AI Integration", to: "/services/ai-integration", description: "Put AI to work in your business" },
  { key: "cloudSolutions", label: "Cloud Solutions", to: "/services/cloud-solutions", description: "Migrate, scale and save" },
  { key: "dataAnalytics", label: "Data Analytics", to: "/services/data-analytics", description: "Dashboards and decisions" },
];

export const projectMenu: NavLink[] = [
  { key: "smartGlasses", label: "Smart Glasses", to: "/projects/smart-glasses" },
  { key: "voiceChat", label: "Voice Chat", to: "/projects/voice-chat" },
  { key: "arVr", label: "AR/VR Solutions", to: "/projects/ar-vr-solutions" },
  { key: "brahmastra", label: "Brahmastra", to: "/projects/brahmastra" },
];

export const primaryNav: Array<NavLink | NavGroup> = [
  { key: "home", label: "Home", to: "/" },
  { key: "services", label: "Services", to: "/services", children: serviceMenu },
  { key: "projects", label: "Projects", to: "/projects", children: projectMenu },
  { key: "blog", label: "Blog", to: "/blog" },
  { key: "about", label: "About", to: "/about" },
  { key: "team", label: "Team", to: "/team" },
  { key: "careers", label: "Careers", to: "/careers" },
];

export const contactNav: NavLink = { key: "contact", label: "Contact", to: "/contact" };

export const footerQuickLinks: NavLink[] = [
  { key: "home", label: "Home", to: "/" },
  { key: "services", label: "Services", to: "/services" },
  { key: "projects", label: "Projects", to: "/projects" },
  { key: "about", label: "About", to: "/about" },
  { key: "contact", label: "Contact", to: "/contact" },
];

export const footerServiceLinks: NavLink[] = [
  { key: "customSoftware", label: "Custom Software", to: "/services/custom-software" },
  { key: "webDevelopment", label: "Web Development", to: "/services/web-development" },
  { key: "mobileDevelopment", label: "Mobile Development", to: "/services/mobile-development" },
  { key: "aiIntegration", label: "AI Integration", to: "/services/ai-integration" },
  { key: "cloudSolutions", label: "Cloud Solutions", to: "/services/cloud-solutions" },
  { key: "dataAnalytics", label: "Data Analytics", to: "/services/data-analytics" },
  { key: "arVr", label: "AR/VR Solutions", to: "/services/ar-vr-solutions" },
  { key: "smartGlasses", label: "Smart Glasses", to: "/services/smart-glasses" },
];

export const legalLinks: NavLink[] = [
  { key: "privacyPolicy", label: "Privacy Policy", to: "/privacy-policy" },
  { key: "terms", label: "Terms of Service", to: "/terms" },
  { key: "cookiesPolicy", label: "Cookies Policy", to: "/cookies-policy" },
];

export function isNavGroup(link: NavLink | NavGroup): link is NavGroup {
  return "children" in link;
}

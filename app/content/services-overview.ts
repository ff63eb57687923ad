import type { IconName } from "~/content/icon-names";

/**
 * /services: six main service cards (SPEC "Services page"), then the rest of the offer as plain links. Where each
 * card and link leads, and its icon; their words are the catalogues' (`servicesPage`, one per language: issue 35).
 */
export type OverviewService = "customSoftware" | "webDevelopment" | "arVr" | "smartGlasses" | "aiIntegration" | "mobileDevelopment";
export type MoreService = "voiceChat" | "cloudSolutions" | "dataAnalytics" | "noCode";

export const overviewCards: ReadonlyArray<{ service: OverviewService; icon: IconName; to: string }> = [
  { service: "customSoftware", icon: "dumbbell", to: "/services/custom-software" },
  { service: "webDevelopment", icon: "code", to: "/services/web-development" },
  { service: "arVr", icon: "rotate-3d", to: "/services/ar-vr-solutions" },
  { service: "smartGlasses", icon: "glasses", to: "/services/smart-glasses" },
  { service: "aiIntegration", icon: "brain-circuit", to: "/services/ai-integration" },
  { service: "mobileDevelopment", icon: "smartphone", to: "/services/mobile-development" },
];

export const moreServiceLinks: ReadonlyArray<{ service: MoreService; to: string }> = [
  { service: "voiceChat", to: "/services/voice-chat" },
  { service: "cloudSolutions", to: "/services/cloud-solutions" },
  { service: "dataAnalytics", to: "/services/data-analytics" },
  { service: "noCode", to: "/services/no-code" },
];

/** A card as the grid draws it: its words in the page's language. */
export interface ServiceOverviewCard {
  icon: IconName;
  title: string;
  text: string;
  points: string[];
  to: string;
}

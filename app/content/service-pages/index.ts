import { aiIntegrationPage } from "./ai-integration";
import { arVrSolutionsPage } from "./ar-vr-solutions";
import { cloudSolutionsPage } from "./cloud-solutions";
import { customSoftwarePage } from "./custom-software";
import { dataAnalyticsPage } from "./data-analytics";
import { mobileDevelopmentPage } from "./mobile-development";
import { noCodePage } from "./no-code";
import type { ServicePageContent } from "./service-page";
import { smartGlassesPage } from "./smart-glasses";
import { voiceChatPage } from "./voice-chat";
import { webDevelopmentPage } from "./web-development";

export type { ServicePageContent, ServiceSection } from "./service-page";

/** Every service page's full copy, in the order of the services list. */
export const servicePages: ServicePageContent[] = [
  customSoftwarePage,
  webDevelopmentPage,
  arVrSolutionsPage,
  smartGlassesPage,
  aiIntegrationPage,
  mobileDevelopmentPage,
  voiceChatPage,
  cloudSolutionsPage,
  dataAnalyticsPage,
  noCodePage,
];

export function findServicePage(slug: string | undefined): ServicePageContent | undefined {
  return servicePages.find((page) => page.slug === slug);
}

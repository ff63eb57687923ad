import { useRouteLoaderData } from "react-router";
import type { SiteSettings } from "~/modules/content/collections";
import { siteSettingsSeed } from "~/modules/content/site-settings-seed";

/**
 * The site settings the root loader read for this request (decision 0028), on the server and in the browser alike
 * (they travel in the hydration data). The starting settings only where the root loader did not run (an error page).
 */
export function useSiteSettings(): SiteSettings {
  const data = useRouteLoaderData("root") as { settings?: SiteSettings } | undefined;
  return data?.settings ?? siteSettingsSeed;
}

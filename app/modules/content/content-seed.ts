import { teamMembers } from "~/content/team";
import { siteSettingsCollection, teamCollection } from "./collections";
import { storedEntryOf, type FormValues } from "./content.schema";
import { siteSettingsSeedValues } from "./site-settings-seed";

export { siteSettingsSeedValues };

/**
 * The starting content (migration 0021): what app/content/site.ts and team.ts said when content became editable,
 * as the documents content_entries stores, so a fresh install reads exactly as the site did. Passed through the
 * same conversion as the admin's form, and checked by its schema in content.server.test.ts.
 */
export interface SeedEntry {
  collection: string;
  position: number;
  data: Record<string, unknown>;
}

export function teamSeedValues(): FormValues[] {
  return teamMembers.map((member) => ({
    name: member.name,
    role: member.role,
    focus: member.focus,
    bio: member.bio,
    "photo.mediaId": "",
    "photo.alt": "",
    "social.instagram": member.social.instagram,
    "social.linkedin": member.social.linkedin,
    "social.facebook": member.social.facebook,
  }));
}

export function contentSeed(): SeedEntry[] {
  return [
    { collection: siteSettingsCollection.name, position: 0, data: storedEntryOf(siteSettingsCollection, siteSettingsSeedValues(), null) },
    ...teamSeedValues().map((values, index) => ({ collection: teamCollection.name, position: index + 1, data: storedEntryOf(teamCollection, values, null) })),
  ];
}


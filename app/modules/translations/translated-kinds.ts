import type { Permission } from "~/modules/auth/permissions";

/**
 * The kinds of document translated as linked documents (posts 0038, positions 0051, pages 0053), each with the
 * permission that edits it: the Translations overview shows and translates a kind only for those who hold it.
 */
export const TRANSLATED_KINDS = {
  posts: { label: "Posts", noun: "post", permission: "post:create" },
  positions: { label: "Positions", noun: "position", permission: "positions:write" },
  pages: { label: "Pages", noun: "page", permission: "pages:edit" },
} as const satisfies Record<string, { label: string; noun: string; permission: Permission }>;
export type TranslatedKind = keyof typeof TRANSLATED_KINDS;
export const TRANSLATED_KIND_NAMES = Object.keys(TRANSLATED_KINDS) as TranslatedKind[];

export function asTranslatedKind(value: string | null | undefined): TranslatedKind | undefined {
  return TRANSLATED_KIND_NAMES.find((kind) => kind === value);
}


import { z } from "zod";
import { services } from "~/content/services";
import { STORED_LEGAL_PATHS } from "./legal-pages-seed";
import { LOCALES } from "~/i18n/locales";
import type { Locale } from "~/modules/content/content.schema";
import type { ReadBlock } from "./blocks";
import type { PageFormState } from "./page-form";

/**
 * A page's own fields (its blocks are checked by their types' schemas, blocks.ts) and the rules for its path,
 * shared by the page editor and the server (decision 0039).
 */

/**
 * The first path segments the app answers itself: every route in app/routes.ts (pages.schema.test.ts reads the
 * route table and fails when a route's segment is missing here), the other languages' prefixes, the files served
 * before the router (built assets, media, public files, the health check). A page may not take a path under them.
 */
export const RESERVED_SEGMENTS: ReadonlySet<string> = new Set([
  "about",
  "team",
  "contact",
  "services",
  "projects",
  "brahmastra",
  "privacy-policy",
  "terms",
  "cookies-policy",
  "newsletter",
  "careers",
  "api",
  "blog",
  "search",
  "robots.txt",
  "sitemap.xml",
  "login",
  "signup",
  "logout",
  "forgot-password",
  "reset-password",
  "invitation",
  "account",
  "admin",
  ...LOCALES,
  "assets",
  "media",
  "images",
  "favicon.svg",
  "og-default.png",
  "healthz",
]);

/**
 * Reserved paths a route shows a stored page at (the legal route, decision 0039; the service pages' route, decision
 * 0052; the about and home pages', decision 0054): the page keeps its path for good and stays published.
 */
export const ROUTE_OWNED_PATHS: ReadonlySet<string> = new Set([...STORED_LEGAL_PATHS, ...services.map((service) => `/services/${service.slug}`), "/about", "/"]);

/** Route-owned pages whose route shows the page's title as its h1 (the legal route's heading, above the blocks). */
export const TITLE_AS_H1_PATHS: ReadonlySet<string> = new Set(STORED_LEGAL_PATHS);

export const pageMessages = {
  publishAtPast: "Publish at: choose a time in the future, or leave it empty to publish now.",
  publishAtMissing: "Publish at: choose when the page goes public, or cancel the schedule.",
  publishAtFormat: "Publish at: enter a date and time such as 2026-12-01T09:00.",
  unpublishAtPast: "Unpublish at: choose a time in the future, or leave it empty to keep the page public.",
  unpublishAtFormat: "Unpublish at: enter a date and time such as 2026-12-01T09:00.",
  unpublishAtBeforePublish: "Unpublish at: choose a time after the page goes public (Publish at).",
  unpublishAtOwned: "Unpublish at: this page is one of the site's own pages and stays published. Leave it empty.",
  revisionNotFound: "That version of the page is not in its history any more.",
  pathOwned: (path: string) => `Path: this page is the site's ${path} and keeps that address.`,
  ownedUnpublish: "This page is one of the site's own pages (a legal, service, about or home page) and stays published. Change its text instead.",
  pathFormat: "Path: start with / and use lower-case letters, digits and hyphens, with / between words of the address (e.g. /careers-at-vyoma or /guides/onboarding).",
  pathTooLong: "Path: at most 200 characters and 5 levels.",
  pathHome: "Path: the home page (/) belongs to the site and cannot be a page of blocks yet.",
  pathReserved: (segment: string) => `Path: addresses starting with /${segment} belong to the site's own pages. Choose another path.`,
  pathTaken: (path: string) => `Path: another page already uses ${path}. Choose another path.`,
  titleRequired: "Title is required.",
  titleTooLong: "Title may be at most 120 characters.",
  descriptionTooLong: "Description may be at most 300 characters.",
  noBlocks: "Add at least one block before publishing: a published page cannot be empty.",
  blockUnknown: "This block's type is not known (any more). Remove it.",
  tooManyBlocks: "A page may have at most 60 blocks.",
  invalidForm: "Some fields need attention: see the messages below.",
  conflict: "Someone else saved this page after you opened it. Your changes are still in the form; what they saved is listed below. Save again to replace theirs with yours.",
  notFound: "This page does not exist (any more).",
};

export const MAX_BLOCKS = 60;
const PATH = /^\/[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

/** Why a path cannot be a page's, or null when it can (uniqueness is the repository's to check). */
export function pathProblem(path: string): string | null {
  if (path === "/") return pageMessages.pathHome;
  if (!PATH.test(path)) return pageMessages.pathFormat;
  if (path.length > 200 || path.split("/").length > 6) return pageMessages.pathTooLong;
  const segment = path.split("/")[1]!;
  return RESERVED_SEGMENTS.has(segment) ? pageMessages.pathReserved(segment) : null;
}

/** A path as staff type it, tidied: trimmed, lower-cased, one leading slash, no trailing one. */
export function normalizePath(value: string): string {
  const trimmed = value.trim().toLowerCase().replace(/\/+$/, "");
  return trimmed.startsWith("/") ? trimmed || "/" : `/${trimmed}`;
}

export const pageFieldsSchema = z.object({
  path: z
    .string()
    .transform(normalizePath)
    .superRefine((path, context) => {
      const problem = pathProblem(path);
      if (problem) context.addIssue({ code: "custom", message: problem });
    }),
  title: z.string().trim().min(1, pageMessages.titleRequired).max(120, pageMessages.titleTooLong),
  description: z.string().trim().max(300, pageMessages.descriptionTooLong),
});
export type PageFields = z.infer<typeof pageFieldsSchema>;

export const PAGE_STATUSES = ["draft", "scheduled", "published"] as const;
export type PageStatus = (typeof PAGE_STATUSES)[number];

/**
 * A published page as visitors get it: its visible blocks in a language, rich text sanitized, images with their file
 * (pages.server.ts `findPublicPage`, `findRoutePage`). Declared here so components can name it without a server module.
 */
export interface PublicPage {
  id: number;
  path: string;
  /** The language its text is written in (a route-owned page without a published translation: English). */
  language: Locale;
  title: string;
  description: string;
  updatedAt: string;
  /** When what visitors read on it last changed as published (the legal pages' "Last updated"); null if never. */
  contentChangedAt: string | null;
  blocks: ReadBlock[];
}

/** What a translation's editor shows beside the form, read only: the page the group started from (`findOriginalOfPage`). */
export interface OriginalPage {
  id: number;
  language: Locale;
  path: string;
  title: string;
  description: string;
  blocks: PageFormState["blocks"];
}

import type { Migration } from "kysely";
import * as appMeta from "./0001-app-meta";
import * as auth from "./0002-auth";
import * as contactMail from "./0003-contact-mail";
import * as blog from "./0004-blog";
import * as careers from "./0005-careers";
import * as quarantine from "./0006-quarantine";
import * as careersLifecycle from "./0007-careers-lifecycle";
import * as newsletterSends from "./0008-newsletter-sends";
import * as search from "./0009-search";
import * as media from "./0010-media";
import * as teamPublishing from "./0011-team-publishing";
import * as searchSpeed from "./0012-search-speed";
import * as searchMarks from "./0013-search-marks";
import * as searchInlineVectors from "./0014-search-inline-vectors";
import * as userPreferences from "./0015-user-preferences";
import * as revisionEvents from "./0016-revision-events";
import * as candidateMailHistory from "./0017-candidate-mail-history";
import * as applicationNoteSearch from "./0018-application-note-search";
import * as searchInlineTags from "./0019-search-inline-tags";
import * as reviewMail from "./0020-review-mail";
import * as contentEntries from "./0021-content-entries";
import * as auditLog from "./0022-audit-log";
import * as contentListCollections from "./0025-content-list-collections";
import * as invitations from "./0026-invitations";
import * as twoFactor from "./0027-two-factor";
import * as analytics from "./0028-analytics";
import * as webhooks from "./0029-webhooks";
import * as pricingBenefitsValues from "./0030-pricing-benefits-values";
import * as apiKeys from "./0031-api-keys";
import * as passkeys from "./0032-passkeys";
import * as analyticsRollups from "./0033-analytics-rollups";
import * as postTranslations from "./0034-post-translations";
import * as invitationPasskey from "./0035-invitation-passkey";
import * as pages from "./0036-pages";
import * as postCategoryLanguage from "./0038-post-category-language";
import * as documentRevisions from "./0039-document-revisions";
import * as testimonials from "./0040-testimonials";
import * as mailLanguage from "./0041-mail-language";
import * as careerLanguages from "./0042-career-languages";
import * as servicePages from "./0043-service-pages";
import * as aboutPage from "./0045-about-page";
import * as homePage from "./0046-home-page";
import * as sampleHindiPost from "./0047-sample-hindi-post";
import * as pageContentChanged from "./0048-page-content-changed";
import * as hindiSmartGlassesPage from "./0049-hindi-smart-glasses-page";
import * as privacyPolicyPage from "./0051-privacy-policy-page";
import * as authorBios from "./0052-author-bios";
import * as hindiCollectionTexts from "./0053-hindi-collection-texts";
import * as hindiTeamAndPlans from "./0055-hindi-team-and-plans";
import * as hindiSettingsAndFeatured from "./0056-hindi-settings-and-featured-projects";
import * as hindiHomeSections from "./0057-hindi-home-sections";

/**
 * Every migration, in order. Listed statically so the same code runs from source (tsx, Vitest) and from the
 * bundled server build. Never edit a migration that has landed: add a new one.
 */
export const migrations: Record<string, Migration> = {
  "0001-app-meta": appMeta,
  "0002-auth": auth,
  "0003-contact-mail": contactMail,
  "0004-blog": blog,
  "0005-careers": careers,
  "0006-quarantine": quarantine,
  "0007-careers-lifecycle": careersLifecycle,
  "0008-newsletter-sends": newsletterSends,
  "0009-search": search,
  "0010-media": media,
  "0011-team-publishing": teamPublishing,
  "0012-search-speed": searchSpeed,
  "0013-search-marks": searchMarks,
  "0014-search-inline-vectors": searchInlineVectors,
  "0015-user-preferences": userPreferences,
  "0016-revision-events": revisionEvents,
  "0017-candidate-mail-history": candidateMailHistory,
  "0018-application-note-search": applicationNoteSearch,
  "0019-search-inline-tags": searchInlineTags,
  "0020-review-mail": reviewMail,
  "0021-content-entries": contentEntries,
  "0022-audit-log": auditLog,
  "0025-content-list-collections": contentListCollections,
  "0026-invitations": invitations,
  "0027-two-factor": twoFactor,
  "0028-analytics": analytics,
  "0029-webhooks": webhooks,
  "0030-pricing-benefits-values": pricingBenefitsValues,
  "0031-api-keys": apiKeys,
  "0032-passkeys": passkeys,
  "0033-analytics-rollups": analyticsRollups,
  "0034-post-translations": postTranslations,
  "0035-invitation-passkey": invitationPasskey,
  "0036-pages": pages,
  "0038-post-category-language": postCategoryLanguage,
  "0039-document-revisions": documentRevisions,
  "0040-testimonials": testimonials,
  "0041-mail-language": mailLanguage,
  "0042-career-languages": careerLanguages,
  "0043-service-pages": servicePages,
  "0045-about-page": aboutPage,
  "0046-home-page": homePage,
  "0047-sample-hindi-post": sampleHindiPost,
  "0048-page-content-changed": pageContentChanged,
  "0049-hindi-smart-glasses-page": hindiSmartGlassesPage,
  "0051-privacy-policy-page": privacyPolicyPage,
  "0052-author-bios": authorBios,
  "0053-hindi-collection-texts": hindiCollectionTexts,
  "0055-hindi-team-and-plans": hindiTeamAndPlans,
  "0056-hindi-settings-and-featured-projects": hindiSettingsAndFeatured,
  "0057-hindi-home-sections": hindiHomeSections,
};

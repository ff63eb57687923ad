/**
 * Table types for Kysely. Each area adds its tables here together with a migration.
 * Times are ISO-8601 UTC strings so the same queries sort correctly on SQLite and PostgreSQL.
 */
import type { ColumnType, Generated } from "kysely";

export interface AppMetaTable {
  key: string;
  value: string;
}

/** better-auth's user table (its column names); role "admin" marks an administrator. */
export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: number | boolean;
  image: string | null;
  createdAt: string | Date;
  updatedAt: string | Date;
  role: string | null;
  banned: number | boolean | null;
  banReason: string | null;
  banExpires: string | Date | null;
}

export interface SessionTable {
  id: string;
  token: string;
  userId: string;
  expiresAt: string | Date;
  createdAt: string | Date;
  /** Moved on by better-auth at most once a day (session.updateAge): "last active" to the day. */
  updatedAt: string | Date;
  ipAddress: string | null;
  userAgent: string | null;
  /** True (1) while the session waits for the second factor's code: it signs nobody in (migration 0027, decision 0030). */
  secondFactorPending: Generated<number | boolean>;
}

/** better-auth's password store: one "credential" row per user holds the password hash. */
export interface AccountTable {
  id: string;
  /** For the "credential" provider, the user id again. */
  accountId: string;
  userId: string;
  providerId: string;
  password: string | null;
  createdAt: string | Date;
  updatedAt: string | Date;
}

/**
 * better-auth's table of short-lived single-use values; our password reset keeps its links here too, as
 * `password-reset:<SHA-256 of the token>` -> user id (decision 0027).
 */
export interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: string | Date;
  createdAt: string | Date;
  updatedAt: string | Date;
}

export interface RateLimitTable {
  bucket: string;
  window_start: number | string;
  count: number;
}

export interface ContactMessageTable {
  id: Generated<number>;
  /** Which form sent it: the contact page ("subject") or the home page ("service"). */
  variant: "subject" | "service";
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  subject: string | null;
  service: string | null;
  message: string;
  /** 0 or 1. */
  spam: number;
  spam_reason: string | null;
  handled_at: string | null;
  client_ip: string | null;
  created_at: string;
}

export interface NewsletterSubscriberTable {
  id: Generated<number>;
  /** Trimmed and lower-cased. */
  email: string;
  status: "pending" | "confirmed" | "unsubscribed";
  created_at: string;
  updated_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
  /** Set while the sign-up waits in the spam quarantine (no confirmation mail was sent). */
  spam_reason: string | null;
  /** The language of the page the address was signed up on (migration 0041): its mails and pages use it. */
  language: Generated<string>;
}

export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string | null;
  /** Sent as the List-Unsubscribe header of newsletter mails. */
  unsubscribe_url: string | null;
  kind: string;
  status: "pending" | "sending" | "sent" | "failed";
  attempts: Generated<number>;
  /** When pending: not before this time. When sending: the claim's lease ends then. */
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  updated_at: string;
  sent_at: string | null;
  /** The newsletter issue this mail belongs to (migration 0008), for its send log. */
  newsletter_id: number | null;
  /** The mail's language, sent as Content-Language (migration 0041); null names none. */
  language: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One newsletter (migration 0008-newsletter-sends). */
export interface NewsletterIssueTable {
  id: Generated<number>;
  subject: string;
  /** The published post it was composed from, if any. */
  post_id: number | null;
  /** "excerpt" or "full" (of the post), or "message" (the admin's own words only). */
  content_mode: "excerpt" | "full" | "message";
  /** The admin's words: the whole mail ("message") or an introduction above the post. */
  message: string;
  /** scheduled -> sending -> sent; or cancelled. */
  status: "scheduled" | "sending" | "sent" | "cancelled";
  /** 1 when sent automatically because its post was published. */
  auto: number;
  /** Its post's language, or the one chosen for a message (migration 0041). */
  language: Generated<string>;
  /** Who gets it: the subscribers of its language, or every subscriber. */
  audience: Generated<"language" | "all">;
  scheduled_at: string;
  /** When the recipient list was taken. */
  started_at: string | null;
  completed_at: string | null;
  recipient_count: number;
  /** While sending: the outbox time of the next mail (the rate's schedule). */
  next_slot_at: string | null;
  /** The body as sent (without the per-recipient footer), kept for the archive. */
  content_html: string | null;
  content_text: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

/** The recipients of one issue, taken when its send starts; one row per subscriber. */
export interface NewsletterDeliveryTable {
  issue_id: number;
  subscriber_id: number;
  email: string;
  /** waiting (not yet in the outbox), queued (in the outbox), skipped (unsubscribed or removed before its turn). */
  status: "waiting" | "queued" | "skipped";
  updated_at: string;
}

/** Blog posts (migration 0004-blog). `tags` is a JSON array of strings; status is "draft" or "published". */
export interface PostTable {
  id: Generated<number>;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  image: string;
  category: string;
  tags: string;
  author_id: string;
  author_name: string;
  status: string;
  published_at: string;
  created_at: string;
  updated_at: string;
  /** Grows by one with every save: the edit form and the API's If-Match name the version they started from. */
  version: Generated<number>;
  /** While scheduled: when the post goes public. */
  publish_at: string | null;
  /** When a published post goes back to draft by itself. */
  unpublish_at: string | null;
  /** The reviewer's comment when a post is sent back to its author. */
  review_note: string | null;
  /** A locale of app/i18n/locales.ts; slugs are unique per language (migration 0034-post-translations). */
  language: Generated<string>;
  /** The id of the post a group of translations started from (null: no translation yet); one post per language in a group. */
  translation_group: number | null;
}

/** The fields of a post as one save left them (issue 18). */
/** A saved version or workflow event of a post or a page (migration 0039-document-revisions, decision 0043). */
export interface DocumentRevisionTable {
  id: Generated<number>;
  /** "post" | "page". */
  document_type: string;
  document_id: number;
  version: number;
  title: string;
  status: string;
  /** JSON: the type's own fields (a post's excerpt, content, image, category, tags; a page's path, description, blocks). */
  snapshot: string;
  editor_id: string;
  editor_name: string;
  created_at: string;
  /**
   * Null for a save; "published-on-schedule" or "unpublished-on-schedule" for the scheduler's moves (0016);
   * "approved", "scheduled", "sent-back", "schedule-cancelled" for an editor's moves (0020); "restored" for a page
   * saved back to an earlier revision.
   */
  event: string | null;
  /** The editor's comment with an approval, a schedule or a send-back (0020). */
  note: string | null;
}

/** Who has a post open in the editor; a row older than the heartbeat's window is stale. */
export interface PostPresenceTable {
  post_id: number;
  user_id: string;
  user_name: string;
  seen_at: string;
}

/** A byline's public side: the author page's slug and a short bio in each language. */
export interface AuthorProfileTable {
  user_id: string;
  slug: string;
  /** JSON: the bio by language, `{ "en": "...", "hi": "..." }` (migration 0052). */
  bios: Generated<string>;
  updated_at: string;
}

/** A person's own settings (migration 0015-user-preferences); no row means every default. */
export interface UserPreferenceTable {
  user_id: string;
  content_view: Generated<string>;
  /** 1: mail me about review and publishing (the default); 0: don't (migration 0020). */
  review_mail: Generated<number>;
  updated_at: string;
}

/** Slugs a post answered to before a title change; they redirect permanently to the current slug. */
export interface PostSlugRedirectTable {
  old_slug: string;
  post_id: number;
  /** The post's language: an old slug is unique per language, as slugs are (0034). */
  language: Generated<string>;
}

/** Job positions and applications (migration 0005-careers). */
export interface PositionTable {
  id: Generated<number>;
  slug: string;
  title: string;
  department: string;
  location: string;
  type: string;
  description: string;
  detailed_description: string;
  /** A JSON array of strings. */
  requirements: string;
  posted_at: string;
  updated_at: string;
  /** Closes by itself at this moment (the end of the chosen day in SITE_TIMEZONE); null: no closing date. */
  closes_at: string | null;
  /** Closed by hand at this moment; null while open. */
  closed_at: string | null;
  salary_min: number | null;
  salary_max: number | null;
  /** ISO 4217, e.g. "INR". */
  salary_currency: string | null;
  salary_unit: "year" | "month" | "hour" | null;
  /** The language it is written in ('en' before migration 0042). */
  language: Generated<string>;
  /** Its translation group (the id of the position the group started from); null while it has no translation. */
  translation_group: number | null;
}

export interface ApplicationTable {
  id: Generated<number>;
  /** The position applied for; kept (not a foreign key) after the position is deleted. */
  position_id: number | null;
  position_title: string;
  name: string;
  email: string;
  phone: string;
  /** Years, as entered (a decimal number). */
  experience: string;
  current_company: string | null;
  /** LPA, as entered (a decimal number). */
  expected_salary: string | null;
  /** Days. */
  notice_period: number | null;
  /** The resume's key in file storage (generated, never the visitor's file name). */
  resume_key: string;
  /** The visitor's file name, cleaned; only shown in the inbox. */
  resume_name: string;
  /** The MIME type found from the file's content. */
  resume_type: string;
  resume_size: number;
  status: string;
  /** Set while the application waits in the spam quarantine (left out of the inbox, no notification). */
  spam_reason: string | null;
  client_ip: string | null;
  received_at: string;
  updated_at: string;
  /** When the candidate agreed to the processing (the page form asks; API clients send consent=yes). */
  consent_at: string | null;
  /** 1: keep the resume for future openings (365 days after applying instead of after the position closes). */
  talent_pool: Generated<number>;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  /** The site the candidate came from, if another one. */
  referrer: string | null;
  /** 1-5, set by the hiring team. */
  rating: number | null;
  position_deleted_at: string | null;
  /** The language of the form it was sent from, and of its acknowledgement ('en' before migration 0042). */
  language: Generated<string>;
}

export interface ApplicationNoteTable {
  id: Generated<number>;
  application_id: number;
  author_name: string;
  body: string;
  created_at: string;
}

/** The pipeline's history: "status" changes and "email"s to the candidate. */
export interface ApplicationEventTable {
  id: Generated<number>;
  application_id: number;
  kind: "status" | "email";
  actor_name: string;
  detail: string;
  created_at: string;
  /** A mail's text as sent (migration 0017); null for status changes and older mails. */
  body: string | null;
  /** The sending form's idempotency key, unique (migration 0017). */
  idempotency_key: string | null;
}

/** The media library (migration 0010-media); files in storage under media/<id>/ and media-originals/<id>/. */
export interface MediaTable {
  id: string;
  filename: string;
  original_name: string;
  original_key: string;
  mime: string;
  size: number;
  width: number;
  height: number;
  webp_widths: string;
  avif_widths: string;
  alt: string;
  title: string;
  caption: string;
  uploaded_by: string | null;
  created_at: string;
  updated_at: string;
}

/** A marketing page's text for site search (migration 0009-search), synced from app/content at start. */
export interface SearchPageTable {
  id: Generated<number>;
  path: string;
  title: string;
  excerpt: string;
  body: string;
  digest: string;
}

/** Editable content (migration 0021, decision 0028): one row per entry of a collection, its fields as JSON. */
export interface ContentEntryTable {
  id: Generated<number>;
  collection: string;
  position: number;
  /** The entry's document (modules/content/content.schema.ts): texts a visitor reads as {"en": ..., "hi"?: ...}. */
  data: string;
  updated_at: string;
  updated_by: string | null;
}

/** A page made of blocks (migration 0036-pages, decision 0039). */
export interface PageTable {
  id: Generated<number>;
  /** Without the language prefix: "/guides/onboarding"; unique per language. */
  path: string;
  language: Generated<string>;
  /** Shared by a page's translations (linked documents, decision 0028); null for a page alone in its language. */
  translation_group: number | null;
  title: string;
  description: string;
  /** "draft" | "scheduled" | "published". */
  status: string;
  /** JSON: StoredBlock[] (modules/pages/blocks.ts) in their order. */
  blocks: string;
  /** Bumped by every save: a save from an older version is an edit conflict. */
  version: Generated<number>;
  created_at: string;
  updated_at: string;
  published_at: string | null;
  updated_by: string | null;
  /** When a scheduled page goes public (migration 0039); null unless status is "scheduled". */
  publish_at: string | null;
  /** When a published page goes back to draft; null for none. */
  unpublish_at: string | null;
  /** When what visitors read (title, blocks) last changed as published (migration 0048); null if never published. */
  content_changed_at: string | null;
}

/** A path a page had before it moved, answered with a redirect to where it is now. */
export interface PagePathRedirectTable {
  language: string;
  old_path: string;
  page_id: number;
}

/** The audit log (migration 0022-audit-log): append-only; rows leave only by the retention job. */
export interface AuditEventTable {
  id: Generated<number>;
  at: string;
  /** The user who acted; null for an anonymous visitor (a failed sign-in) or the system (a scheduled publish). */
  actor_id: string | null;
  action: string;
  subject_type: string | null;
  subject_id: string | null;
  summary: string;
  /** The network, not the address: IPv4 /24, IPv6 /48. */
  ip: string | null;
}

/** A webhook receiver (migration 0029-webhooks). */
export interface WebhookEndpointTable {
  id: Generated<number>;
  url: string;
  description: string;
  /** JSON array of event types. */
  events: string;
  /** 1: events about a person carry the person's name and address. */
  personal_data: number;
  /** Encrypted (webhook-secret.server.ts). */
  secret: string;
  previous_secret: string | null;
  previous_secret_until: string | null;
  disabled_at: string | null;
  disabled_reason: string | null;
  created_at: string;
  updated_at: string;
}

/** One event for one endpoint, queued with the change (migration 0029-webhooks). */
export interface WebhookDeliveryTable {
  id: Generated<number>;
  endpoint_id: number;
  message_id: string;
  event_type: string;
  resource: string;
  payload: string;
  status: "pending" | "sending" | "delivered" | "failed";
  attempts: Generated<number>;
  /** When pending: not before this time. When sending: the claim's lease ends then. */
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  updated_at: string;
  delivered_at: string | null;
}

/** One try at sending a delivery (migration 0029-webhooks). */
export interface WebhookAttemptTable {
  id: Generated<number>;
  delivery_id: number;
  endpoint_id: number;
  at: string;
  status_code: number | null;
  duration_ms: number;
  response_body: string | null;
  error: string | null;
}

/** A key for the JSON API (migration 0031-api-keys): only its SHA-256 is stored. */
export interface ApiKeyTable {
  id: Generated<number>;
  name: string;
  /** The key's first characters, shown to recognise it. */
  prefix: string;
  key_hash: string;
  /** JSON array of scope names (api-keys.schema.ts). */
  scopes: string;
  /** The admin it acts for. */
  created_by: string;
  created_at: string;
  expires_at: string | null;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** Staff invitations (migration 0026-invitations): only the token's SHA-256 is stored; the state is read off the times. */
export interface InvitationTable {
  id: Generated<number>;
  email: string;
  role: string;
  token_hash: string;
  invited_by: string | null;
  inviter_name: string;
  created_at: string;
  /** When the latest link was mailed (sending again moves it, with a new token and a new expiry). */
  sent_at: string;
  expires_at: string;
  accepted_at: string | null;
  accepted_user_id: string | null;
  revoked_at: string | null;
}

/** The TOTP second factor (migration 0027-two-factor): the secret sealed (modules/auth/totp.server.ts). */
export interface TwoFactorTable {
  user_id: string;
  secret: string;
  created_at: string;
  /** Null while enrolment waits for the first code. */
  confirmed_at: string | null;
  /** The 30-second step of the last code accepted: that code and older ones are refused. */
  last_step: number | string | null;
}

/** Backup codes: only their SHA-256; each is spent once. */
export interface TwoFactorBackupCodeTable {
  id: Generated<number>;
  user_id: string;
  code_hash: string;
  used_at: string | null;
}

/** Passkeys (migration 0032-passkeys, decision 0037): WebAuthn credentials, the public key only. */
export interface PasskeyTable {
  id: string;
  user_id: string;
  /** The person's name for it ("Work laptop"). */
  name: string;
  /** base64url, as the authenticator names it. */
  credential_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  /** The authenticator's signature counter (0 for those that keep none). */
  counter: number | string;
  /** JSON array of the transports the browser reported. */
  transports: string;
  created_at: string;
  last_used_at: string | null;
}

/** A WebAuthn challenge handed to a browser: single-use, 5 minutes. */
export interface WebauthnChallengeTable {
  /** base64url, as the browser echoes it in clientDataJSON. */
  challenge: string;
  purpose: string;
  user_id: string | null;
  expires_at: string;
  /** Accepting an invitation (migration 0035): the invitation, and the id the new account will get. */
  invitation_id: number | null;
  new_user_id: string | null;
}

/** Visitor analytics (migration 0028-analytics, decision 0033): no address or user agent anywhere. */
export interface AnalyticsSaltTable {
  /** YYYY-MM-DD (UTC): the salt of that day's visitor hashes, deleted once the day is over. */
  day: string;
  salt: string;
}

export interface AnalyticsVisitTable {
  day: string;
  /** HMAC-SHA256(the day's salt, address + user agent + host), truncated: unlinkable once the salt is gone. */
  visitor: string;
  path: string;
}

/** The first utm_source a hashed visitor came with that day; deleted with the day's salt. */
export interface AnalyticsCampaignTable {
  day: string;
  visitor: string;
  utm_source: string;
}

export interface AnalyticsUniqueTable {
  day: string;
  /** "" for the whole site. */
  path: string;
  visitors: number;
}

/**
 * The narrow roll-ups (migration 0033-analytics-rollups, decision 0033): views per day and one dimension (or
 * path and one dimension), each read by the figures of the report that ask about it.
 */
export interface AnalyticsPageTable {
  day: string;
  path: string;
  views: number;
}

export interface AnalyticsReferrerTable {
  day: string;
  /** The referring site's host; "" for none or this site. */
  referrer: string;
  views: number;
}

/** Views that came with a utm_source (none without). */
export interface AnalyticsUtmTable {
  day: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  views: number;
}

export interface AnalyticsDeviceTable {
  day: string;
  device: string;
  views: number;
}

export interface AnalyticsLanguageTable {
  day: string;
  /** "" when the visitor's browser said none usable. */
  language: string;
  views: number;
}

/** A page's views that came with a utm_source (its views without one: analytics_pages less these). */
export interface AnalyticsPageCampaignTable {
  day: string;
  path: string;
  utm_source: string;
  views: number;
}

/** A page's views from another site, per host: a closed day keeps the page's top 5 and "(other)". */
export interface AnalyticsPageReferrerTable {
  day: string;
  path: string;
  referrer: string;
  views: number;
}

export interface AnalyticsNotFoundTable {
  day: string;
  path: string;
  /** The referring page, host and path only; "" for none. */
  referrer: string;
  views: number;
}

export interface AnalyticsGoalTable {
  day: string;
  /** GoalName (modules/analytics/goals.server.ts). */
  goal: string;
  /** The position's id for an application, the words of a search without results; "" otherwise. */
  subject: string;
  utm_source: string;
  count: number;
}

export interface DB {
  webhook_endpoints: WebhookEndpointTable;
  webhook_deliveries: WebhookDeliveryTable;
  webhook_attempts: WebhookAttemptTable;
  api_keys: ApiKeyTable;
  app_meta: AppMetaTable;
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  rate_limits: RateLimitTable;
  contact_messages: ContactMessageTable;
  newsletter_subscribers: NewsletterSubscriberTable;
  mail_outbox: MailOutboxTable;
  newsletter_issues: NewsletterIssueTable;
  newsletter_deliveries: NewsletterDeliveryTable;
  posts: PostTable;
  post_slug_redirects: PostSlugRedirectTable;
  document_revisions: DocumentRevisionTable;
  post_presence: PostPresenceTable;
  author_profiles: AuthorProfileTable;
  user_preferences: UserPreferenceTable;
  positions: PositionTable;
  applications: ApplicationTable;
  application_notes: ApplicationNoteTable;
  application_events: ApplicationEventTable;
  media: MediaTable;
  search_pages: SearchPageTable;
  content_entries: ContentEntryTable;
  pages: PageTable;
  page_path_redirects: PagePathRedirectTable;
  audit_events: AuditEventTable;
  invitations: InvitationTable;
  two_factor: TwoFactorTable;
  two_factor_backup_codes: TwoFactorBackupCodeTable;
  passkeys: PasskeyTable;
  webauthn_challenges: WebauthnChallengeTable;
  analytics_salts: AnalyticsSaltTable;
  analytics_visits: AnalyticsVisitTable;
  analytics_uniques: AnalyticsUniqueTable;
  analytics_campaigns: AnalyticsCampaignTable;
  analytics_pages: AnalyticsPageTable;
  analytics_referrers: AnalyticsReferrerTable;
  analytics_utm: AnalyticsUtmTable;
  analytics_devices: AnalyticsDeviceTable;
  analytics_languages: AnalyticsLanguageTable;
  analytics_page_campaigns: AnalyticsPageCampaignTable;
  analytics_page_referrers: AnalyticsPageReferrerTable;
  analytics_not_found: AnalyticsNotFoundTable;
  analytics_goals: AnalyticsGoalTable;
}

export type { Generated };

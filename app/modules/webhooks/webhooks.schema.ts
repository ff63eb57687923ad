import { POST_CONTENT_FIELDS } from "~/modules/blog/blog.schema";
import { APPLICATION_STATUSES } from "~/modules/careers/careers.schema";
import { contactVariants } from "~/modules/contact/contact-fields";
import { z } from "~/modules/forms/zod";

/** Shared by the browser and the server: the events a webhook endpoint can receive and the endpoint form's rules. */

/** Every event the site sends (issue 37); page.published comes with issue 34's pages. */
export const WEBHOOK_EVENTS = [
  "post.published",
  "post.updated",
  "post.unpublished",
  "post.deleted",
  "position.opened",
  "position.closed",
  "application.received",
  "application.status_changed",
  "message.received",
  "subscriber.confirmed",
  "subscriber.unsubscribed",
  "newsletter.sent",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

/** The admin's only test event: not a subscription, sent by "Send a test event" to one endpoint. */
export const TEST_EVENT = "webhook.test";

export const webhookEventLabels: Record<WebhookEventType, string> = {
  "post.published": "Post published",
  "post.updated": "Published post edited",
  "post.unpublished": "Post unpublished",
  "post.deleted": "Post deleted",
  "position.opened": "Position opened",
  "position.closed": "Position closed",
  "application.received": "Application received",
  "application.status_changed": "Application status changed",
  "message.received": "Contact message received",
  "subscriber.confirmed": "Subscriber confirmed",
  "subscriber.unsubscribed": "Subscriber unsubscribed",
  "newsletter.sent": "Newsletter sent",
};

/** Events about a person: their name and address go only to endpoints allowed to receive personal data. */
export const PERSONAL_EVENTS: ReadonlySet<WebhookEventType> = new Set([
  "application.received",
  "application.status_changed",
  "message.received",
  "subscriber.confirmed",
  "subscriber.unsubscribed",
]);

/**
 * Each event's `data` beside its `id` (and `person`): the one description of what we send. The code that queues an
 * event hands its fields through this schema (webhook-events.server.ts `webhookPayload` parses them, so a field no
 * schema names is never sent), and the OpenAPI document's `webhooks` are built from it (webhooks.openapi.ts).
 */
const postData = z.object({
  title: z.string(),
  slug: z.string().optional(),
  url: z.string().nullable().meta({ description: "The public page; null once it is deleted." }),
});
const positionData = z.object({ title: z.string(), slug: z.string(), url: z.string() });
const applicationData = z.object({
  positionId: z.int().nullable().meta({ description: "Null when the position was deleted." }),
  positionTitle: z.string(),
});
const subscriberData = z.object({});

export const webhookEventData = {
  "post.published": postData,
  "post.updated": z.object({
    title: z.string(),
    slug: z.string(),
    url: z.string(),
    changed: z.array(z.enum([...POST_CONTENT_FIELDS, "slug"])).meta({ description: "The names of the fields this edit changed." }),
  }),
  "post.unpublished": postData,
  "post.deleted": postData,
  "position.opened": positionData,
  "position.closed": positionData,
  "application.received": applicationData,
  "application.status_changed": applicationData.extend({
    from: z.enum(APPLICATION_STATUSES),
    to: z.enum(APPLICATION_STATUSES),
    changed: z.array(z.literal("status")),
  }),
  "message.received": z.object({
    variant: z.enum(contactVariants).meta({ description: "Which contact form: by subject, or about a service." }),
    subject: z.string().nullable(),
    service: z.string().nullable(),
    receivedAt: z.string(),
  }),
  "subscriber.confirmed": subscriberData,
  "subscriber.unsubscribed": subscriberData,
  "newsletter.sent": z.object({
    subject: z.string(),
    recipients: z.int().meta({ description: "Addresses handed to the outbox." }),
    url: z.string().meta({ description: "The issue in the public archive." }),
  }),
} satisfies Record<WebhookEventType, z.ZodObject>;

/** The test event's data ("Send a test event"): which endpoint, and a sentence. */
export const testEventData = z.object({ endpoint: z.int(), message: z.string() });

export type WebhookEventData<T extends WebhookEventType> = z.input<(typeof webhookEventData)[T]>;

export const webhookMessages = {
  urlInvalid: "Enter the full address of the receiver, starting with https:// (or http://).",
  eventsMissing: "Choose at least one event.",
  notFound: "This endpoint no longer exists.",
  deliveryNotFound: "This delivery no longer exists.",
  descriptionTooLong: "Keep the description under 200 characters.",
};

const checkbox = z
  .union([z.string(), z.boolean()])
  .optional()
  .transform((value) => value === true || (typeof value === "string" && ["on", "yes", "true", "1"].includes(value.trim().toLowerCase())));

export const endpointSchema = z.object({
  url: z
    .string({ message: webhookMessages.urlInvalid })
    .trim()
    .max(2000, webhookMessages.urlInvalid)
    .refine((value) => {
      try {
        const url = new URL(value);
        return (url.protocol === "https:" || url.protocol === "http:") && !url.username && !url.password && url.hostname !== "";
      } catch {
        return false;
      }
    }, webhookMessages.urlInvalid),
  description: z.string().trim().max(200, webhookMessages.descriptionTooLong).optional().default(""),
  events: z
    .union([z.string(), z.array(z.string())], { message: webhookMessages.eventsMissing })
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .pipe(z.array(z.enum(WEBHOOK_EVENTS, { message: webhookMessages.eventsMissing })).min(1, webhookMessages.eventsMissing))
    .transform((events) => WEBHOOK_EVENTS.filter((event) => events.includes(event))),
  personalData: checkbox,
  enabled: checkbox,
});
export type EndpointInput = z.infer<typeof endpointSchema>;

export const DELIVERY_LOG_PAGE_SIZE = 25;
/** Deliveries and their attempts are kept this long (the daily job deletes older ones). */
export const DELIVERY_RETENTION_DAYS = 30;

/** The endpoint form's values as the schema reads them: every ticked event (a repeated field), the rest as text. */
export type EndpointFormSubmission = {
  url?: string;
  description?: string;
  events: string[];
  personalData?: string;
  enabled?: string;
};

export function endpointFormValues(form: FormData): EndpointFormSubmission {
  const text = (name: string) => (typeof form.get(name) === "string" ? (form.get(name) as string) : undefined);
  return { url: text("url"), description: text("description"), events: form.getAll("events").filter((value): value is string => typeof value === "string"), personalData: text("personalData"), enabled: text("enabled") };
}

import { acceptedBy, callerRefusals, jsonBodyRefusals, callerSecurity, errorResponse, idParameter, json, type ApiRegistry } from "~/modules/api-docs/openapi-parts";
import { z } from "~/modules/forms/zod";
import { API_APPLICATIONS_MAX_LIMIT, APPLICATION_STATUSES, applicationApiMessages, applicationListQuerySchema, applicationSchema, careersMessages, resumeRule, POSITION_TYPES, positionListQuerySchema, positionSchema } from "./careers.schema";
import { SALARY_CURRENCIES, SALARY_UNITS } from "./position-terms";

/** A position as the JSON API answers it (careers.server.ts `toPosition`). */
export const apiPositionSchema = z
  .strictObject({
    id: z.int(),
    _id: z.int().meta({ description: "The same as id (SPEC section 7)." }),
    slug: z.string(),
    title: z.string(),
    department: z.string(),
    location: z.string(),
    type: z.enum(POSITION_TYPES),
    description: z.string(),
    detailedDescription: z.string(),
    requirements: z.array(z.string()),
    postedAt: z.string(),
    updatedAt: z.string(),
    closesAt: z.string().nullable(),
    closesOn: z.string().nullable(),
    closedAt: z.string().nullable(),
    closedOn: z.string().nullable(),
    isOpen: z.boolean(),
    language: z.string().describe("The language it is written in (en, hi)."),
    translationGroup: z.number().int().nullable().describe("The id of the position its translations started from; null without translations."),
    salary: z.strictObject({ min: z.number(), max: z.number(), currency: z.enum(SALARY_CURRENCIES), unit: z.enum(SALARY_UNITS) }).nullable(),
  })
  .meta({ id: "Position" });

/** An application as the JSON API answers it (applications.server.ts `toApiApplication`): personal data, `applications:read` only. */
export const apiApplicationSchema = z
  .strictObject({
    id: z.int(),
    positionId: z.int().nullable().meta({ description: "Null once the position was deleted (positionTitle stays)." }),
    positionTitle: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    experience: z.string().meta({ description: "Years of experience, as the applicant wrote it." }),
    currentCompany: z.string().nullable(),
    expectedSalary: z.string().nullable(),
    noticePeriod: z.int().nullable().meta({ description: "Days." }),
    status: z.enum(APPLICATION_STATUSES),
    receivedAt: z.string(),
    updatedAt: z.string(),
    consentAt: z.string().nullable(),
    talentPool: z.boolean().meta({ description: "The applicant agreed to be kept for other positions." }),
    source: z.strictObject({ utmSource: z.string().nullable(), utmMedium: z.string().nullable(), utmCampaign: z.string().nullable(), referrer: z.string().nullable() }),
    rating: z.int().nullable(),
    language: z.string().describe("The language of the form it was sent from (en, hi), and of its acknowledgement."),
    resume: z
      .strictObject({ name: z.string(), type: z.string(), size: z.int(), url: z.string().meta({ description: "GET it with the same authorization (applications:read) for the file." }) })
      .meta({ description: "The resume's metadata and where to fetch the file: never the file itself." }),
  })
  .meta({ id: "Application" });

const positionBody = { content: { "application/json": { schema: positionSchema.meta({ id: "PositionInput" }) } } };

/** The JSON API's careers routes (app/routes/api/positions.ts, position.ts, careers-apply.ts). */
export function registerCareersApi(registry: ApiRegistry): void {
  registry.registerPath({
    method: "get",
    path: "/api/positions",
    tags: ["Positions"],
    summary: "Every open position, newest first",
    description: "Every language's open positions, unless `language` names one; each position says its `language` and `translationGroup`.",
    request: { query: positionListQuerySchema },
    responses: { 200: json(z.array(apiPositionSchema), "The open positions."), 400: errorResponse("A language the site does not have.") },
  });
  registry.registerPath({
    method: "post",
    path: "/api/positions",
    tags: ["Positions"],
    summary: "Create a position",
    security: callerSecurity("positions:write"),
    request: { body: positionBody },
    responses: { 201: json(apiPositionSchema, "Created."), 400: errorResponse("A field was refused (fieldErrors)."), ...jsonBodyRefusals(), ...callerRefusals("positions:write") },
  });
  registry.registerPath({
    method: "put",
    path: "/api/positions/{id}",
    tags: ["Positions"],
    summary: "Change a position",
    security: callerSecurity("positions:write"),
    request: { params: idParameter("position"), body: positionBody },
    responses: {
      200: json(apiPositionSchema, "Saved."),
      400: errorResponse(`A field was refused (fieldErrors), or "${careersMessages.invalidId}".`),
      404: errorResponse("No such position."),
      ...jsonBodyRefusals(),
      ...callerRefusals("positions:write"),
    },
  });
  registry.registerPath({
    method: "delete",
    path: "/api/positions/{id}",
    tags: ["Positions"],
    summary: "Delete a position",
    security: callerSecurity("positions:write"),
    request: { params: idParameter("position") },
    responses: { 200: json(z.strictObject({ success: z.literal(true) }), "Deleted."), 400: errorResponse(careersMessages.invalidId), 404: errorResponse("No such position."), ...callerRefusals("positions:write") },
  });
  registry.registerPath({
    method: "post",
    path: "/api/careers/apply",
    tags: ["Positions"],
    summary: "Apply for a position (a visitor; no key)",
    request: {
      body: {
        content: {
          "multipart/form-data": {
            schema: (() => {
              const fields = acceptedBy(applicationSchema) as { properties: Record<string, unknown>; required?: string[] };
              return { ...fields, properties: { ...fields.properties, resume: { type: "string", format: "binary", description: "PDF or Word, at most 5 MB." } }, required: [...(fields.required ?? []), "resume"] };
            })(),
          },
        },
      },
    },
    responses: {
      201: json(z.strictObject({ success: z.literal(true), message: z.string() }), "Stored."),
      400: errorResponse("A field was refused (fieldErrors)."),
      410: errorResponse("The position has closed."),
      413: errorResponse("The resume is over 5 MB."),
      415: errorResponse("The resume is not a PDF or Word document."),
      429: errorResponse("Too many applications from this address."),
    },
  });
  const applicationNotFound = errorResponse("No such application (a quarantined one is not shown either).");
  registry.registerPath({
    method: "get",
    path: "/api/applications",
    tags: ["Applications"],
    summary: "Received applications, newest first, one page (never the spam quarantine)",
    security: callerSecurity("applications:read"),
    request: { query: applicationListQuerySchema },
    responses: {
      200: json(
        z.strictObject({
          applications: z.array(apiApplicationSchema),
          total: z.int().meta({ description: "Applications matching the filter, in all pages." }),
          page: z.int(),
          pageSize: z.int().meta({ description: `The limit asked for (25 unless given, at most ${API_APPLICATIONS_MAX_LIMIT}).` }),
          pageCount: z.int(),
        }),
        "A page of applications.",
      ),
      400: errorResponse("A query parameter was refused (fieldErrors)."),
      ...callerRefusals("applications:read"),
    },
  });
  registry.registerPath({
    method: "get",
    path: "/api/applications/{id}",
    tags: ["Applications"],
    summary: "One received application",
    security: callerSecurity("applications:read"),
    request: { params: idParameter("application") },
    responses: { 200: json(apiApplicationSchema, "The application."), 400: errorResponse(applicationApiMessages.invalidId), 404: applicationNotFound, ...callerRefusals("applications:read") },
  });
  registry.registerPath({
    method: "get",
    path: "/api/applications/{id}/resume",
    tags: ["Applications"],
    summary: "An application's resume file (the application's resume.url)",
    security: callerSecurity("applications:read"),
    request: { params: idParameter("application") },
    responses: {
      200: {
        description: "The file, as a download (Content-Disposition: attachment).",
        content: Object.fromEntries(resumeRule.types.map((type) => [type, { schema: { type: "string", format: "binary" } }])),
      },
      400: errorResponse(applicationApiMessages.invalidId),
      404: applicationNotFound,
      ...callerRefusals("applications:read"),
    },
  });
}

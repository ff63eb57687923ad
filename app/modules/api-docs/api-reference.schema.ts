/** The /api/docs page's view of the OpenAPI document: made by api-reference.server.ts, drawn by components/api-docs. */
export type SchemaView =
  | { kind: "ref"; name: string }
  | { kind: "object"; fields: FieldView[]; open: boolean }
  | { kind: "array"; items: SchemaView }
  | { kind: "type"; text: string };
export interface FieldView {
  name: string;
  required: boolean;
  description?: string;
  schema: SchemaView;
}

export interface OperationView {
  id: string;
  method: string;
  path: string;
  summary: string;
  /** null: anyone; otherwise the key's scope and whether anyone may call it too (seeing less). */
  auth: { scope: string | null; optional: boolean } | null;
  parameters: Array<{ name: string; in: string; required: boolean; description?: string; schema: SchemaView }>;
  body: Array<{ contentType: string; schema: SchemaView }>;
  responses: Array<{ status: string; description: string; contentTypes: string[]; schema: SchemaView | null }>;
}
export interface WebhookView {
  event: string;
  summary: string;
  payload: SchemaView;
  answers: Array<{ status: string; description: string }>;
}
export interface ApiReference {
  title: string;
  description: string;
  groups: Array<{ tag: string; operations: OperationView[] }>;
  schemas: Array<{ name: string; description?: string; schema: SchemaView }>;
  webhooks: WebhookView[];
  signatureHeaders: Array<{ name: string; description?: string }>;
}

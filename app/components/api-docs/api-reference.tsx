import type { ApiReference, OperationView, SchemaView, WebhookView } from "~/modules/api-docs/api-reference.schema";

/** The /api/docs page's parts: plain server-rendered HTML, styled like the site's reading pages. */

const methodColours: Record<string, string> = {
  GET: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  POST: "bg-brand-50 text-brand-800 ring-brand-200",
  PUT: "bg-amber-50 text-amber-900 ring-amber-200",
  DELETE: "bg-rose-50 text-rose-800 ring-rose-200",
};

/** A description from the document: its `backticked` words (Markdown code spans, as OpenAPI allows) set as code. */
function DocText({ text }: { text: string | undefined }) {
  if (!text) return null;
  return <>{text.split("`").map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part))}</>;
}

const anchorOf = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

/** A schema as a nested list of fields; a named schema is a link to its entry under Schemas. */
export function SchemaTree({ schema }: { schema: SchemaView }) {
  if (schema.kind === "ref") {
    return (
      <a href={`#schema-${anchorOf(schema.name)}`} className="font-mono text-sm text-brand-700 underline">
        {schema.name}
      </a>
    );
  }
  if (schema.kind === "type") return <span className="font-mono text-sm text-slate-700">{schema.text}</span>;
  if (schema.kind === "array") {
    return (
      <span className="text-sm">
        <span className="font-mono text-slate-700">array of </span>
        <SchemaTree schema={schema.items} />
      </span>
    );
  }
  if (schema.fields.length === 0) return <span className="font-mono text-sm text-slate-700">object</span>;
  return (
    <ul className="mt-1 space-y-1 border-l-2 border-slate-200 pl-3 text-sm">
      {schema.fields.map((field) => (
        <li key={field.name}>
          <code className="font-semibold text-ink">{field.name}</code>
          {field.required ? null : <span className="text-slate-600"> (optional)</span>}: <SchemaTree schema={field.schema} />
          {field.description ? <span className="block text-slate-600"><DocText text={field.description} /></span> : null}
        </li>
      ))}
      {schema.open ? <li className="text-slate-600">and other fields</li> : null}
    </ul>
  );
}

function Auth({ auth }: { auth: OperationView["auth"] }) {
  if (!auth) return <p className="text-sm text-slate-700">Anyone (no session, no key).</p>;
  const scope = auth.scope ? (
    <>
      an API key with the <code className="font-semibold">{auth.scope}</code> scope (<code>Authorization: Bearer vyk_…</code>)
    </>
  ) : (
    "an API key"
  );
  return (
    <p className="text-sm text-slate-700">
      {auth.optional ? "Anyone; a caller that may sees more: " : "Needs "}a signed-in session whose role may, or {scope}.
    </p>
  );
}

function Operation({ operation }: { operation: OperationView }) {
  return (
    <section id={operation.id} aria-labelledby={`${operation.id}-title`} className="rounded-2xl p-6 ring-1 ring-slate-200">
      <h3 id={`${operation.id}-title`} className="flex flex-wrap items-center gap-3 text-lg font-semibold">
        <span className={`rounded-md px-2 py-0.5 font-mono text-sm ring-1 ${methodColours[operation.method] ?? "bg-slate-50 text-slate-800 ring-slate-200"}`}>{operation.method}</span>
        <code className="break-all font-mono text-base">{operation.path}</code>
      </h3>
      <p className="mt-2 leading-7"><DocText text={operation.summary} /></p>
      <Auth auth={operation.auth} />
      {operation.parameters.length > 0 ? (
        <>
          <h4 className="mt-4 font-semibold">Parameters</h4>
          <ul className="mt-1 space-y-1 text-sm">
            {operation.parameters.map((parameter) => (
              <li key={`${parameter.in}-${parameter.name}`}>
                <code className="font-semibold">{parameter.name}</code> <span className="text-slate-600">(in {parameter.in}{parameter.required ? ", required" : ""})</span>: <SchemaTree schema={parameter.schema} />
                {parameter.description ? <span className="block text-slate-600"><DocText text={parameter.description} /></span> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {operation.body.map((body) => (
        <div key={body.contentType}>
          <h4 className="mt-4 font-semibold">
            Request body <code className="text-sm font-normal text-slate-600">{body.contentType}</code>
          </h4>
          <SchemaTree schema={body.schema} />
        </div>
      ))}
      <h4 className="mt-4 font-semibold">Answers</h4>
      <dl className="mt-1 space-y-2 text-sm">
        {operation.responses.map((response) => (
          <div key={response.status}>
            <dt className="font-mono font-semibold">{response.status}</dt>
            <dd className="ml-6">
              <DocText text={response.description} />
              {response.schema ? (
                <div>
                  <SchemaTree schema={response.schema} />
                </div>
              ) : response.contentTypes.length > 0 ? (
                <span className="block text-slate-600">{response.contentTypes.join(", ")}</span>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Webhook({ webhook }: { webhook: WebhookView }) {
  return (
    <section id={`event-${anchorOf(webhook.event)}`} aria-labelledby={`event-${anchorOf(webhook.event)}-title`} className="rounded-2xl p-6 ring-1 ring-slate-200">
      <h3 id={`event-${anchorOf(webhook.event)}-title`} className="text-lg font-semibold">
        <code className="font-mono">{webhook.event}</code>
      </h3>
      <p className="mt-1 leading-7"><DocText text={webhook.summary} /></p>
      <h4 className="mt-3 font-semibold">Body</h4>
      <SchemaTree schema={webhook.payload} />
    </section>
  );
}

export function ApiReferenceView({ reference }: { reference: ApiReference }) {
  const answers = reference.webhooks[0]?.answers ?? [];
  return (
    <div className="mx-auto grid max-w-6xl gap-12 px-4 pb-20 sm:px-6 lg:grid-cols-4 lg:px-8">
      <nav aria-label="API reference" className="lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:self-start lg:overflow-y-auto">
        <ul className="space-y-1 text-sm">
          {reference.groups.map((group) => (
            <li key={group.tag}>
              <a href={`#${anchorOf(group.tag)}`} className="block rounded-lg px-3 py-2 font-medium text-slate-700 hover:bg-slate-50">
                {group.tag}
              </a>
            </li>
          ))}
          <li>
            <a href="#webhooks" className="block rounded-lg px-3 py-2 font-medium text-slate-700 hover:bg-slate-50">
              Webhooks
            </a>
          </li>
          <li>
            <a href="#schemas" className="block rounded-lg px-3 py-2 font-medium text-slate-700 hover:bg-slate-50">
              Schemas
            </a>
          </li>
        </ul>
      </nav>
      <div className="min-w-0 space-y-14 lg:col-span-3">
        <section aria-labelledby="calling" className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
          <h2 id="calling" className="text-xl font-semibold">
            Calling the API
          </h2>
          <p className="mt-3 leading-7"><DocText text={reference.description} /></p>
          <p className="mt-3 leading-7">
            Errors answer <code>{"{ error, fieldErrors? }"}</code>. The machine-readable document is{" "}
            <a href="/api/openapi.json" className="text-brand-700 underline">
              /api/openapi.json
            </a>{" "}
            (OpenAPI 3.1).
          </p>
        </section>
        {reference.groups.map((group) => (
          <section key={group.tag} aria-labelledby={anchorOf(group.tag)} className="space-y-6">
            <h2 id={anchorOf(group.tag)} className="text-2xl font-bold tracking-tight">
              {group.tag}
            </h2>
            {group.operations.map((operation) => (
              <Operation key={operation.id} operation={operation} />
            ))}
          </section>
        ))}
        <section aria-labelledby="webhooks" className="space-y-6">
          <h2 id="webhooks" className="text-2xl font-bold tracking-tight">
            Webhooks
          </h2>
          <p className="leading-7">
            An admin registers an endpoint and its events on the integrations page; each event is a signed JSON <code>POST</code> to it, following
            Standard Webhooks. Headers:
          </p>
          <ul className="space-y-1 text-sm">
            {reference.signatureHeaders.map((header) => (
              <li key={header.name}>
                <code className="font-semibold">{header.name}</code>: <DocText text={header.description} />
              </li>
            ))}
          </ul>
          <p className="leading-7">Your answer:</p>
          <ul className="space-y-1 text-sm">
            {answers.map((answer) => (
              <li key={answer.status}>
                <code className="font-semibold">{answer.status}</code>: <DocText text={answer.description} />
              </li>
            ))}
          </ul>
          {reference.webhooks.map((webhook) => (
            <Webhook key={webhook.event} webhook={webhook} />
          ))}
        </section>
        <section aria-labelledby="schemas" className="space-y-6">
          <h2 id="schemas" className="text-2xl font-bold tracking-tight">
            Schemas
          </h2>
          {reference.schemas.map((schema) => (
            <section key={schema.name} id={`schema-${anchorOf(schema.name)}`} aria-labelledby={`schema-${anchorOf(schema.name)}-title`} className="rounded-2xl p-6 ring-1 ring-slate-200">
              <h3 id={`schema-${anchorOf(schema.name)}-title`} className="font-mono text-lg font-semibold">
                {schema.name}
              </h3>
              {schema.description ? <p className="mt-1 text-sm text-slate-600"><DocText text={schema.description} /></p> : null}
              <SchemaTree schema={schema.schema} />
            </section>
          ))}
        </section>
      </div>
    </div>
  );
}

import { ApiReferenceView } from "~/components/api-docs/api-reference";
import { PageHero } from "~/components/ui/page-hero";
import { readApiReference } from "~/modules/api-docs/api-reference.server";
import { routeMeta } from "~/modules/seo/meta";
import { hydrateOnInteraction } from "~/route-handle";
import type { Route } from "./+types/docs";

/** A reading page: server-rendered HTML, React only if a form were used (there is none). */
export const handle = hydrateOnInteraction;

/** GET /api/docs: the JSON API's reference, read from its OpenAPI document (issue 37). */
export function loader({ context }: Route.LoaderArgs) {
  return { reference: readApiReference(context.env.PUBLIC_URL) };
}

export const meta: Route.MetaFunction = (args) => routeMeta(args, { title: "API reference", description: "The site's JSON API and webhooks: operations, who may call them, parameters, answers and event bodies." });

export default function ApiDocsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow="Developers" title="API reference">
        <p>The JSON API and the webhook events, for the systems that work with this site.</p>
      </PageHero>
      <ApiReferenceView reference={loaderData.reference} />
    </>
  );
}

import { openApiDocument } from "~/modules/api-docs/openapi.server";
import type { Route } from "./+types/openapi";

/** GET /api/openapi.json: the JSON API's OpenAPI 3.1 document (decision 0036). */
export function loader({ context }: Route.LoaderArgs) {
  return Response.json(openApiDocument(context.env.PUBLIC_URL), { headers: { "Cache-Control": "public, max-age=300" } });
}

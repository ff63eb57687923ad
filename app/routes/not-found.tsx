import { data } from "react-router";
import { staticPage } from "~/route-handle";

/** No forms here: anonymous visitors get no React (see app/route-handle.ts). */
export const handle = staticPage;

/** Every path no other route claims: a real 404 status, rendered by the root error boundary. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return null;
}

import { redirect } from "react-router";
import { logOut } from "~/modules/auth/accounts.server";
import type { Route } from "./+types/logout";

export async function action({ request, context }: Route.ActionArgs) {
  throw redirect("/", { headers: await logOut(context, { headers: request.headers }) });
}

export function loader() {
  throw redirect("/");
}

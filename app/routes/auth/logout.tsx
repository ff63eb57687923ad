import { redirect } from "react-router";
import { logOut } from "~/modules/auth/accounts.server";
import type { Route } from "./+types/logout";

export async function action({ request, context }: Route.ActionArgs) {
  throw redirect("/", { headers: await logOut(context, request) });
}

export function loader() {
  throw redirect("/");
}

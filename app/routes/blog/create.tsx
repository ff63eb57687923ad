import { redirect } from "react-router";

/** Admin only. Until the accounts work lands there is no admin, so everyone is sent to /blog as the SPEC says. */
export function loader() {
  throw redirect("/blog");
}

export default function AdminOnly() {
  return null;
}

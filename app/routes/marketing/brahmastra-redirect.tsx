import { redirect } from "react-router";

/** /brahmastra is the no-code platform's short name (the home page links it): a permanent redirect to its page. */
export function loader() {
  return redirect("/services/no-code", 301);
}

import { PageHero } from "~/components/ui/page-hero";
import { routeMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/signup";

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, {
    title: "Create an Account",
    description: "Create your Vyoma Technologies account.",
  });

export default function SignupPage() {
  return <PageHero title="Create an Account" />;
}

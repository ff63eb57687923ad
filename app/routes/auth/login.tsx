import { PageHero } from "~/components/ui/page-hero";
import { routeMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, {
    title: "Admin Login",
    description: "Sign in to your Vyoma Technologies account.",
  });

export default function LoginPage() {
  return <PageHero title="Admin Login" />;
}

import { PageHero } from "~/components/ui/page-hero";
import { routeMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, {
    title: "Contact Us",
    description: "Tell us about your project. We reply within one working day.",
  });

export default function ContactPage() {
  return <PageHero title="Contact Us">Tell us about your project and we will get back to you within one working day.</PageHero>;
}

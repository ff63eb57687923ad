import { PageHero } from "~/components/ui/page-hero";
import { routeMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, {
    title: "Blog",
    description: "Latest insights and news from the Vyoma Technologies team.",
  });

export default function BlogListPage() {
  return <PageHero eyebrow="Blog" title="Latest Insights & News" />;
}

import { Link } from "react-router";
import { site } from "~/content/site";
import { routeMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = (args) => routeMeta(args, { title: site.name, description: site.description });

export default function HomePage() {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-5xl px-4 py-24 text-center sm:px-6 lg:px-8">
        <h1 className="text-4xl font-bold tracking-tight sm:text-6xl">Technology that works for people</h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg leading-8 text-slate-600">{site.description}</p>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <Link to="/projects" className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">
            Explore Our Projects
          </Link>
        </div>
      </div>
    </section>
  );
}

import { Link } from "react-router";
import { ContactForm } from "~/components/contact/contact-form";
import { site } from "~/content/site";
import { routeMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = (args) => routeMeta(args, { title: site.name, description: site.description });

export default function HomePage() {
  return (
    <>
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
    <section id="contact" aria-labelledby="home-contact-heading" className="bg-slate-50 py-20">
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        <h2 id="home-contact-heading" className="text-center text-3xl font-bold tracking-tight sm:text-4xl">
          Get in Touch
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-center text-lg text-slate-600">
          Tell us what you want to build. We answer within one working day.
        </p>
        <div className="mt-10 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
          <ContactForm variant="service" />
        </div>
      </div>
    </section>
    </>
  );
}

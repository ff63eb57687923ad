import { data, Link } from "react-router";
import { routeMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/post";

export function loader() {
  throw data({ notFound: true }, { status: 404 });
}

export const meta: Route.MetaFunction = (args) => routeMeta(args, { title: "Post Not Found", noIndex: true });

export default function BlogPostPage() {
  return null;
}

export function ErrorBoundary() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight">Post Not Found</h1>
      <p className="mt-4 text-lg text-slate-600">The blog post you're looking for doesn't exist or has been removed.</p>
      <Link to="/blog" className="mt-8 inline-block rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">
        Back to Blog
      </Link>
    </section>
  );
}

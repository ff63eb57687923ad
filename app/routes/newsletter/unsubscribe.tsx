import { data, Link } from "react-router";
import { PageHero } from "~/components/ui/page-hero";
import { unsubscribe } from "~/modules/newsletter/newsletter.server";
import { routeMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/unsubscribe";

export const meta: Route.MetaFunction = (args) => routeMeta(args, { title: "Unsubscribe", noIndex: true });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

async function unsubscribeFrom(request: Request, context: Route.LoaderArgs["context"]) {
  const token = new URL(request.url).searchParams.get("token");
  const outcome = await unsubscribe(context, { token });
  return data({ outcome }, { status: outcome === "unsubscribed" ? 200 : 400 });
}

/** The link in every newsletter mail: one click unsubscribes and shows this confirmation. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return unsubscribeFrom(request, context);
}

/** RFC 8058 one-click unsubscribe: mail programs POST to the List-Unsubscribe address. */
export async function action({ request, context }: Route.ActionArgs) {
  return unsubscribeFrom(request, context);
}

export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const outcome = (actionData ?? loaderData).outcome;
  return (
    <PageHero title={outcome === "unsubscribed" ? "You have been unsubscribed" : "This link is not valid"}>
      <p>
        {outcome === "unsubscribed"
          ? "You will not receive our newsletter any more. Changed your mind? You can subscribe again in the footer at any time."
          : "The unsubscribe link is incomplete, or the address was already removed from our list. Write to us if you still receive mails."}
      </p>
      <p className="mt-8">
        <Link to="/" className="inline-block rounded-full bg-brand-600 px-6 py-3 text-base font-semibold text-white hover:bg-brand-700">
          Back to home
        </Link>
      </p>
    </PageHero>
  );
}

import { data, Form, Link } from "react-router";
import { PageHero } from "~/components/ui/page-hero";
import { readFormData } from "~/http/read-form.server";
import { checkUnsubscribeLink, unsubscribe } from "~/modules/newsletter/newsletter.server";
import { routeMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/unsubscribe";

export const meta: Route.MetaFunction = (args) => routeMeta(args, { title: "Unsubscribe", noIndex: true });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

/**
 * The link in every newsletter mail. Opening it changes nothing (mail scanners open every link before the person
 * does); the page asks, and its button posts.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const link = await checkUnsubscribeLink(context, { token });
  if (link.state === "invalid") return data({ page: "invalid" as const, token: "", email: "" }, { status: 400 });
  return { page: link.state === "subscribed" ? ("ask" as const) : ("unsubscribed" as const), token: token ?? "", email: link.email };
}

/**
 * The page's button, and RFC 8058 one-click unsubscribe: mail programs POST "List-Unsubscribe=One-Click" to the
 * List-Unsubscribe address, whose query carries the token. The same-origin check (server/same-origin.ts) refuses
 * cross-site posts from browsers; a mail provider's server sends no Origin and passes.
 */
export async function action({ request, context }: Route.ActionArgs) {
  // The token rides in the address (both the mail header's and the page's form action); the form field is the fallback.
  const token = new URL(request.url).searchParams.get("token") ?? stringOrNull((await readFormData(request)).get("token"));
  const outcome = await unsubscribe(context, { token });
  return data({ outcome }, { status: outcome === "unsubscribed" ? 200 : 400 });
}

const stringOrNull = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : null);

const buttonClass =
  "inline-block rounded-full bg-brand-600 px-6 py-3 text-base font-semibold text-white hover:bg-brand-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

function HomeLink() {
  return (
    <p className="mt-8">
      <Link to="/" className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
        Back to home
      </Link>
    </p>
  );
}

export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const page = actionData ? (actionData.outcome === "unsubscribed" ? "unsubscribed" : "invalid") : loaderData.page;
  if (page === "ask") {
    return (
      <PageHero title="Unsubscribe from our newsletter?">
        <p>
          <strong className="font-semibold text-slate-900">{loaderData.email}</strong> will not receive our newsletter any more.
        </p>
        <Form method="post" className="mt-8">
          <input type="hidden" name="token" value={loaderData.token} />
          <button type="submit" className={buttonClass}>
            Unsubscribe
          </button>
        </Form>
        <HomeLink />
      </PageHero>
    );
  }
  if (page === "unsubscribed") {
    return (
      <PageHero title="You have been unsubscribed">
        <p>You will not receive our newsletter any more. Changed your mind? You can subscribe again in the footer at any time.</p>
        <HomeLink />
      </PageHero>
    );
  }
  return (
    <PageHero title="This link is not valid">
      <p>The unsubscribe link is incomplete, or the address was already removed from our list. Write to us if you still receive mails.</p>
      <HomeLink />
    </PageHero>
  );
}

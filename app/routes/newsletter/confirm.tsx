import { data, Link } from "react-router";
import { PageHero } from "~/components/ui/page-hero";
import { confirmSubscription, type ConfirmOutcome } from "~/modules/newsletter/newsletter.server";
import { routeMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/confirm";

export const meta: Route.MetaFunction = (args) => routeMeta(args, { title: "Confirm Subscription", noIndex: true });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

const texts: Record<ConfirmOutcome, { title: string; text: string; status: number }> = {
  confirmed: { title: "Subscription confirmed", text: "Thank you! You will receive our newsletter from now on.", status: 200 },
  "already-confirmed": { title: "Subscription confirmed", text: "Your subscription was already confirmed. Nothing more to do.", status: 200 },
  expired: {
    title: "This link has expired",
    text: "Confirmation links are valid for 7 days. Subscribe again in the footer and we will send you a new one.",
    status: 410,
  },
  invalid: {
    title: "This link is not valid",
    text: "The confirmation link is incomplete or no longer valid. Subscribe again in the footer to get a new one.",
    status: 400,
  },
};

/** The signed link in the confirmation mail (double opt-in). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const outcome = await confirmSubscription(context, { token });
  const { status, ...page } = texts[outcome];
  return data(page, { status });
}

export default function ConfirmPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageHero title={loaderData.title}>
      <p>{loaderData.text}</p>
      <p className="mt-8">
        <Link to="/" className="inline-block rounded-full bg-brand-600 px-6 py-3 text-base font-semibold text-white hover:bg-brand-700">
          Back to home
        </Link>
      </p>
    </PageHero>
  );
}

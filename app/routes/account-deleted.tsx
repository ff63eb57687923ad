import { Link } from "react-router";
import { AuthCard } from "~/components/auth/auth-card";
import { routeMeta } from "~/modules/seo/meta";
import { hydrateOnInteraction } from "~/route-handle";
import type { Route } from "./+types/account-deleted";

/** Nothing on it needs script: a visitor's page, 0 KB of JavaScript until a form is used. */
export const handle = hydrateOnInteraction;

export const meta: Route.MetaFunction = (args) => routeMeta(args, { title: "Account deleted", noIndex: true });

/** Where a reader lands after deleting their own account (issue 33): the same words for everyone, so cacheable. */
export default function AccountDeletedPage() {
  return (
    <AuthCard
      title="Your account has been deleted"
      subtitle="Your name, email address and password are gone, and every device signed in to the account was signed out."
      footer={
        <Link to="/privacy-policy" className="font-semibold text-brand-700 hover:underline">
          How we handle personal data
        </Link>
      }
    >
      <Link
        to="/"
        className="block w-full rounded-lg bg-brand-600 px-4 py-2.5 text-center text-sm font-semibold text-white shadow-sm hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        Back to the home page
      </Link>
    </AuthCard>
  );
}

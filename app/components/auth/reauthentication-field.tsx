import { Field } from "~/components/ui/field";
import { REAUTHENTICATION_MINUTES } from "~/modules/auth/auth.schema";

/**
 * "Current password" before a new way of signing in, shown when the sign-in is older than REAUTHENTICATION_MINUTES
 * (`asked` from `reauthenticationAsked`, decision 0046) or when the server just refused without it.
 */
export function ReauthenticationField({ asked, error }: { asked: "nothing" | "password" | "sign-in"; error?: string }) {
  if (asked !== "password" && !error) return null;
  return (
    <Field
      label="Current password"
      name="currentPassword"
      type="password"
      autoComplete="current-password"
      hint={`You signed in more than ${REAUTHENTICATION_MINUTES} minutes ago: confirm it is you.`}
      className="max-w-sm"
      error={error}
      required
    />
  );
}

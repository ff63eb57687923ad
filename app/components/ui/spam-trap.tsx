import { useRouteLoaderData } from "react-router";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "~/modules/security/spam-fields";

/**
 * The hidden honeypot and signed render-time fields every public form carries (checked by
 * modules/security/spam.server.ts). The token comes from the root loader.
 */
export function SpamTrap() {
  const root = useRouteLoaderData("root") as { formToken?: string } | undefined;
  return (
    <>
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Leave this field empty
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <input type="hidden" name={FORM_TOKEN_FIELD} value={root?.formToken ?? ""} />
    </>
  );
}

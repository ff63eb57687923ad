import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "~/modules/security/spam-fields";

/**
 * The hidden honeypot and signed-time fields every public form carries (checked by
 * modules/security/spam.server.ts). The page has no token in it, so every anonymous visitor gets the same bytes:
 * the page script fills the field from GET /api/form-token once the form is first used (enhance-script.tsx).
 * Uncontrolled, so React never writes over the value the page script put there.
 */
export function SpamTrap() {
  return (
    <>
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Leave this field empty
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <input type="hidden" name={FORM_TOKEN_FIELD} defaultValue="" />
    </>
  );
}

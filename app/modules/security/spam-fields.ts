/** Field names shared by the SpamTrap component and the server-side check. */
/** A hidden field people never fill; bots that fill every input do. */
export const HONEYPOT_FIELD = "website";
/** A signed render time, so a submission sent faster than a person could type is recognised. */
export const FORM_TOKEN_FIELD = "formToken";

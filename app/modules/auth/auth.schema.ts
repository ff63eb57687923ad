import { z } from "~/modules/forms/zod";
import { can, type Role } from "./permissions";

/** Messages of SPEC sections 5 and 8, word for word. */
export const authMessages = {
  loginMissing: "Please enter both email and password",
  loginFailed: "Invalid credentials",
  signupMissing: "Please fill out all fields",
  passwordsDiffer: "Passwords do not match",
  passwordTooShort: "Password must be at least 6 characters",
  signupFailed: "Failed to create an account. Please try again.",
  invalidEmail: "Please enter a valid email address",
  tooManyAttempts: "Too many attempts. Please wait a few minutes and try again.",
} as const;

/** The name the bootstrap admin gets when ADMIN_NAME-less setup creates it; a placeholder, not a person's name. */
export const PLACEHOLDER_ADMIN_NAME = "Administrator";

/** A name to sign a mail with: not blank and not the bootstrap placeholder (until the profile sets one). */
export function isPersonalName(name: string | null | undefined): name is string {
  const trimmed = name?.trim() ?? "";
  return trimmed !== "" && trimmed !== PLACEHOLDER_ADMIN_NAME;
}

export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;
/** Staff (anyone with admin access) choose at least this many characters (issue 33, ASVS V6); readers keep the SPEC's 6. */
export const MIN_STAFF_PASSWORD_LENGTH = 12;
/** The shortest password a role may choose: staff (anyone with admin access) 12, readers the SPEC's 6. */
export function minimumPasswordLength(role: Role): number {
  return can(role, "admin:access") ? MIN_STAFF_PASSWORD_LENGTH : MIN_PASSWORD_LENGTH;
}

/** The hint under a new-password field: the length, and for staff what the strength rule (`newPasswordIssueFor`) refuses. */
export function newPasswordHint(minLength: number): string {
  if (minLength < MIN_STAFF_PASSWORD_LENGTH) return `At least ${minLength} characters.`;
  return `At least ${minLength} characters; avoid common words, names, your email address and the company's name. A few unrelated words make a good one.`;
}

/** Why `password` is too short for `role` (the staff rule needs the account, so the server checks it), or null. */
export function passwordTooShortFor(role: Role, password: string): string | null {
  const minLength = minimumPasswordLength(role);
  if (password.length >= minLength) return null;
  return minLength === MIN_PASSWORD_LENGTH ? authMessages.passwordTooShort : resetMessages.staffPasswordTooShort;
}

/** How long a password-reset link works. */
export const RESET_LINK_MINUTES = 30;

export const resetMessages = {
  emailMissing: "Please enter your email address",
  linkSent: `If an account uses that address, we have mailed it a link to choose a new password. The link works once, within ${RESET_LINK_MINUTES} minutes.`,
  linkInvalid: "This link to reset your password has expired or has already been used. Request a new link to try again.",
  staffPasswordTooShort: `Staff passwords must be at least ${MIN_STAFF_PASSWORD_LENGTH} characters`,
  passwordChanged: "Your password has been changed and every device signed in to your account was signed out. Sign in with your new password.",
} as const;

const text = z.string().trim().catch("");

/**
 * The rules every new password meets (sign-up, reset, change), one message at a time: the confirmation matches, then
 * the SPEC's length. True when it added an issue.
 */
function addNewPasswordIssue(value: { password: string; confirmPassword: string }, ctx: z.RefinementCtx): boolean {
  const issue =
    value.password !== value.confirmPassword
      ? { path: ["confirmPassword"], message: authMessages.passwordsDiffer }
      : value.password.length < MIN_PASSWORD_LENGTH
        ? { path: ["password"], message: authMessages.passwordTooShort }
        : value.password.length > MAX_PASSWORD_LENGTH
          ? { path: ["password"], message: `Password must be at most ${MAX_PASSWORD_LENGTH} characters` }
          : null;
  if (issue) ctx.addIssue({ code: "custom", ...issue });
  return issue !== null;
}
const email = text.transform((value) => value.toLowerCase());

/** One message at a time, in the order the SPEC lists the rules, so the browser and the server agree. */
export const loginSchema = z
  .object({ email, password: z.string().catch("") })
  .superRefine((value, ctx) => {
    if (!value.email || !value.password) ctx.addIssue({ code: "custom", message: authMessages.loginMissing });
  });

export const signupSchema = z
  .object({ name: text, email, password: z.string().catch(""), confirmPassword: z.string().catch("") })
  .superRefine((value, ctx) => {
    if (!value.name || !value.email || !value.password || !value.confirmPassword) {
      ctx.addIssue({ code: "custom", message: authMessages.signupMissing });
    } else if (addNewPasswordIssue(value, ctx)) {
      return;
    } else if (!z.email().safeParse(value.email).success) {
      ctx.addIssue({ code: "custom", path: ["email"], message: authMessages.invalidEmail });
    } else if (value.name.length > 100) {
      ctx.addIssue({ code: "custom", path: ["name"], message: "Full name must be at most 100 characters" });
    }
  });

/** "Forgot password?": the address only. */
export const forgotPasswordSchema = z.object({ email }).superRefine((value, ctx) => {
  if (!value.email) ctx.addIssue({ code: "custom", path: ["email"], message: resetMessages.emailMissing });
  else if (value.email.length > 254 || !z.email().safeParse(value.email).success) ctx.addIssue({ code: "custom", path: ["email"], message: authMessages.invalidEmail });
});

/** The new password behind a reset link; the staff length rule is the server's (it knows the account). */
export const resetPasswordSchema = z
  .object({ token: z.string().max(200).catch(""), password: z.string().catch(""), confirmPassword: z.string().catch("") })
  .superRefine((value, ctx) => {
    if (!value.password || !value.confirmPassword) {
      ctx.addIssue({ code: "custom", message: authMessages.signupMissing });
    } else addNewPasswordIssue(value, ctx);
  });

/** How recent a sign-in stands in for the current password before a change of sign-in factors (decision 0046). */
export const REAUTHENTICATION_MINUTES = 5;

export const accountMessages = {
  nameMissing: "Please enter your name",
  nameTooLong: "Full name must be at most 100 characters",
  currentPasswordWrong: "Your current password is not right",
  reauthenticatePassword: `Enter your current password: you signed in more than ${REAUTHENTICATION_MINUTES} minutes ago, and changing how you sign in needs proof that it is you.`,
  reauthenticateSignIn: `Sign out and sign in again first: you signed in more than ${REAUTHENTICATION_MINUTES} minutes ago, and changing how you sign in needs proof that it is you.`,
  nameSaved: "Name saved.",
  passwordSaved: "Password changed.",
} as const;

/** /account: a person's own name. */
export const accountNameSchema = z.object({ name: text }).superRefine((value, ctx) => {
  if (!value.name) ctx.addIssue({ code: "custom", path: ["name"], message: accountMessages.nameMissing });
  else if (value.name.length > 100) ctx.addIssue({ code: "custom", path: ["name"], message: accountMessages.nameTooLong });
});

/** /account: a new password, with the current one; the staff length rule is the server's. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().catch(""),
    password: z.string().catch(""),
    confirmPassword: z.string().catch(""),
    // A checkbox: "on" when ticked, absent when not.
    signOutOthers: z.string().optional().catch(undefined).transform((value) => value === "on"),
  })
  .superRefine((value, ctx) => {
    if (!value.currentPassword || !value.password || !value.confirmPassword) {
      ctx.addIssue({ code: "custom", message: authMessages.signupMissing });
    } else addNewPasswordIssue(value, ctx);
  });

/** How long the link that confirms a new address works (issue 33). */
export const EMAIL_CHANGE_LINK_MINUTES = 60;

export const emailChangeMessages = {
  passwordMissing: "Please enter your current password",
  sameAddress: "That is already your address.",
  // The same answer whether or not another account uses the address, so the form cannot probe for accounts.
  linkSent: `If that address can be used, we have mailed it a link to confirm the change. The link works once, within ${EMAIL_CHANGE_LINK_MINUTES} minutes; until then your address stays as it is.`,
  linkInvalid: "This link to confirm a new email address has expired or has already been used. Ask for the change again on your account page.",
  taken: "Another account now uses that address, so yours was not changed.",
  changed: "Your email address has been changed. Sign in with the new address from now on.",
} as const;

/** /account: a new address, with the current password. */
export const changeEmailSchema = z.object({ email, currentPassword: z.string().catch("") }).superRefine((value, ctx) => {
  if (!value.email) ctx.addIssue({ code: "custom", path: ["email"], message: resetMessages.emailMissing });
  else if (value.email.length > 254 || !z.email().safeParse(value.email).success) ctx.addIssue({ code: "custom", path: ["email"], message: authMessages.invalidEmail });
  if (!value.currentPassword) ctx.addIssue({ code: "custom", path: ["currentPassword"], message: emailChangeMessages.passwordMissing });
});

/** The page behind the confirmation link: the token only. */
export const confirmEmailChangeSchema = z.object({ token: z.string().max(200).catch("") });

export const deleteAccountMessages = {
  staffRefused: "Staff accounts are removed by an admin on the list of users. Ask an admin if you are leaving.",
  confirmMissing: "Tick the box to confirm that your account will be deleted for good",
} as const;

/** /account: a reader deletes their own account, with the current password and a ticked confirmation. */
export const deleteAccountSchema = z
  .object({ currentPassword: z.string().catch(""), confirm: z.string().optional().catch(undefined).transform((value) => value === "on") })
  .superRefine((value, ctx) => {
    if (!value.currentPassword) ctx.addIssue({ code: "custom", path: ["currentPassword"], message: emailChangeMessages.passwordMissing });
    if (!value.confirm) ctx.addIssue({ code: "custom", path: ["confirm"], message: deleteAccountMessages.confirmMissing });
  });

/** Invitations (issue 33): the roles an admin may invite as (a reader signs up on /signup), and how long a link works. */
export const INVITABLE_ROLES = ["author", "editor", "admin"] as const satisfies readonly Role[];
export type InvitableRole = (typeof INVITABLE_ROLES)[number];
export const INVITATION_LINK_HOURS = 48;

export const invitationMessages = {
  roleMissing: "Choose the role: Author, Editor or Admin",
  hasAccount: "That address already has an account. Change its role in the list of users instead.",
  alreadyInvited: "That address already has an invitation waiting. Send it again from the list of invitations.",
  notFound: "That invitation no longer exists.",
  notOpen: "That invitation was already accepted or revoked.",
  sent: "Invitation sent.",
  resent: "Invitation sent again with a new link; the earlier link no longer works.",
  revoked: "Invitation revoked; its link no longer works.",
  expired: "This invitation has expired. Ask the person who invited you to send it again.",
  revokedLink: "This invitation was withdrawn. Ask the person who invited you if you think this is a mistake.",
  used: "This invitation has already been accepted. Sign in with the email and password you chose.",
  unknown: "This invitation link is not valid. Check that you copied the whole link from the mail.",
  accountExists: "An account with this address was created since the invitation was sent. Sign in with it, and ask an admin to change its role.",
  passkeyFailed: "The passkey could not be used for this invitation. Try again, or choose a password.",
} as const;

/** /admin/users: invite an address with a staff role. */
export const inviteSchema = z.object({ email, role: z.string().catch("") }).superRefine((value, ctx) => {
  if (!value.email) ctx.addIssue({ code: "custom", path: ["email"], message: resetMessages.emailMissing });
  else if (value.email.length > 254 || !z.email().safeParse(value.email).success) ctx.addIssue({ code: "custom", path: ["email"], message: authMessages.invalidEmail });
  else if (!(INVITABLE_ROLES as readonly string[]).includes(value.role)) ctx.addIssue({ code: "custom", path: ["role"], message: invitationMessages.roleMissing });
});

/** The page behind an invitation link: a name and a password (the staff length rule is the server's: it knows the role). */
export const acceptInvitationSchema = z
  .object({ token: z.string().max(200).catch(""), name: text, password: z.string().catch(""), confirmPassword: z.string().catch("") })
  .superRefine((value, ctx) => {
    if (!value.name || !value.password || !value.confirmPassword) {
      ctx.addIssue({ code: "custom", message: authMessages.signupMissing });
    } else if (addNewPasswordIssue(value, ctx)) {
      return;
    } else if (value.name.length > 100) {
      ctx.addIssue({ code: "custom", path: ["name"], message: accountMessages.nameTooLong });
    }
  });

/**
 * The invitation page with a passkey instead of a password: the token and the name, sent with the options' call
 * and again with the browser's answer (`passkeyAnswerSchema`).
 */
export const invitationPasskeySchema = accountNameSchema.safeExtend({ token: z.string().max(200).catch("") });

/** The sign-in's second step: a code from the authenticator app, or a backup code. */
export const secondFactorCodeSchema = z.object({ code: text, redirectTo: z.string().max(500).catch("") }).superRefine((value, ctx) => {
  if (!value.code) ctx.addIssue({ code: "custom", path: ["code"], message: "Please enter the code from your authenticator app or a backup code" });
  else if (value.code.length > 40) ctx.addIssue({ code: "custom", path: ["code"], message: "That is not a code: a code has 6 digits, a backup code 24 letters and digits" });
});

export type LoginInput = z.infer<typeof loginSchema>;
export type SignupInput = z.infer<typeof signupSchema>;

/** Turning two-step sign-in off on /account/two-step: the current password, and a ticked confirmation. */
export const removeSecondFactorSchema = z
  .object({ currentPassword: z.string().catch(""), confirm: z.string().optional().catch(undefined).transform((value) => value === "on") })
  .superRefine((value, ctx) => {
    if (!value.currentPassword) ctx.addIssue({ code: "custom", path: ["currentPassword"], message: "Please enter your current password" });
    if (!value.confirm) ctx.addIssue({ code: "custom", path: ["confirm"], message: "Tick the box to confirm that you want to turn it off" });
  });

/**
 * The current password some forms of /account/two-step carry when the sign-in is not recent (decision 0046); empty
 * when the form did not ask for it. The server decides whether it was needed.
 */
export const reauthenticationSchema = z.object({ currentPassword: z.string().max(MAX_PASSWORD_LENGTH).catch("") });

/** A passkey's name on /account/two-step ("Work laptop"): what the list shows and the audit log names. */
export const PASSKEY_NAME_MAX = 60;
export const passkeyNameSchema = z.object({
  name: z
    .string()
    .catch("")
    .transform((value) => value.trim())
    .pipe(z.string().min(1, "Please give the passkey a name, such as the device it is on").max(PASSKEY_NAME_MAX, `At most ${PASSKEY_NAME_MAX} characters`)),
});

/**
 * What the browser answers a WebAuthn ceremony with (`@simplewebauthn/browser`), posted as JSON in the form's
 * `response` field; the shape only, the signature is checked by `@simplewebauthn/server`.
 */
const base64url = z.string().min(1).max(20_000).regex(/^[A-Za-z0-9_-]+$/);
const passkeyAnswerShape = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal("public-key"),
  response: z.looseObject({ clientDataJSON: base64url }),
  clientExtensionResults: z.looseObject({}).catch({}),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional().catch(undefined),
});
export type PasskeyAnswer = z.infer<typeof passkeyAnswerShape>;
export const passkeyAnswerSchema = z.object({
  response: z
    .string()
    .catch("")
    .transform((value, ctx) => {
      try {
        return JSON.parse(value) as unknown;
      } catch {
        ctx.addIssue({ code: "custom", message: "The passkey's answer could not be read. Try again." });
        return z.NEVER;
      }
    })
    .pipe(passkeyAnswerShape),
  redirectTo: z.string().max(500).catch(""),
});

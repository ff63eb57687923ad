import type { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { readSiteSettings } from "~/modules/content/content.server";
import type { AppServices } from "~/modules/services";
import { can, type Role } from "./permissions";
import { passwordTooShortFor } from "./auth.schema";

/** zxcvbn's score (0-4) a staff password must reach: 3 is "safely unguessable" against an online attack and a slow hash. */
export const MIN_STAFF_PASSWORD_SCORE = 3;

let checker: Promise<ZxcvbnFactory> | undefined;

/**
 * Built on first use, on the server only, so neither a server start nor a visitor's bundle pays for it (issue 33,
 * decision 0037). Imported here, not at the top: the language packages unpack their dictionaries of common and
 * breached passwords, words and names as they are imported (about 1 CPU-s), which was a third of every server start.
 */
function strengthChecker(): Promise<ZxcvbnFactory> {
  checker ??= Promise.all([import("@zxcvbn-ts/core"), import("@zxcvbn-ts/language-common"), import("@zxcvbn-ts/language-en")]).then(
    ([{ ZxcvbnFactory }, common, en]) =>
      new ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...en.dictionary },
        graphs: common.adjacencyGraphs,
        translations: en.translations,
        // The l33t matcher's time grows fast with the substitutions it tries (2-3 s for a 128-character password at
        // the default 100); 10 and the first 64 characters keep the worst case near 0.3 s, and a password that is
        // strong in its first 64 characters is strong.
        l33tMaxSubstitutions: 10,
        maxLength: 64,
      }),
  );
  return checker;
}

/** The brand, refused whatever the settings call the company (an attacker's first guess for any of its staff). */
export const BRAND_NAME = "Vyoma";

/** What a password is checked against besides dictionaries: whose it is, and the company's name in the site settings. */
export interface PasswordContext {
  person: { email: string; name?: string | null };
  /** Site settings' "Company name" (`readSiteSettings(...).name`). */
  companyName: string;
}

/**
 * The words a password must not lean on: the person's address, its parts, their name and its parts, and the
 * company's name (the settings' and the brand) and its parts.
 */
function ownWords({ person, companyName }: PasswordContext): string[] {
  const email = person.email.toLowerCase();
  const name = (person.name ?? "").toLowerCase();
  const company = companyName.toLowerCase();
  const brand = BRAND_NAME.toLowerCase();
  const words = [email, ...email.split(/[@.+_-]/), name, ...name.split(/\s+/), company, ...company.split(/[\s.,&-]+/), brand];
  return [...new Set(words.filter((word) => word.length >= 3))];
}

/**
 * True when the password is the person's name or address, or the company's name, with little else (digits, punctuation, up to 3 letters):
 * zxcvbn counts separators and a digit as guesses, so it passes "meera.krishnan1" for Meera Krishnan (ASVS 6.2.11).
 */
function isBuiltOnOwnWords(password: string, words: string[]): boolean {
  const lowered = password.toLowerCase();
  let rest = lowered;
  for (const word of [...words].sort((a, b) => b.length - a.length)) rest = rest.replaceAll(word, "");
  return rest !== lowered && rest.replace(/[^\p{L}]/gu, "").length <= 3;
}

/** Why `password` is too easy to guess, with zxcvbn's warning and a suggestion, or null. */
export async function guessablePasswordMessage(password: string, context: PasswordContext): Promise<string | null> {
  const words = ownWords(context);
  if (isBuiltOnOwnWords(password, words)) return "This password is too easy to guess: it is made of your name, your email address or the company's name. Add words of your own.";
  const { score, feedback } = (await strengthChecker()).check(password, words);
  if (score >= MIN_STAFF_PASSWORD_SCORE) return null;
  const suggestion = feedback.suggestions[0] ?? "Add another word or two that are not common.";
  return ["This password is too easy to guess.", feedback.warning, suggestion].filter(Boolean).join(" ");
}

/**
 * The server's rule for a password someone chooses (invitation, reset, change, `admin:create`, `ADMIN_PASSWORD`):
 * the role's length, then, for staff, not guessable from common and breached passwords, words, names, the person's
 * own address and name, or the company's name. Readers keep the SPEC's 6 characters and nothing more. The message
 * for the field, or null.
 */
export async function newPasswordIssueFor(role: Role, password: string, context: PasswordContext): Promise<string | null> {
  return passwordTooShortFor(role, password) ?? (can(role, "admin:access") ? await guessablePasswordMessage(password, context) : null);
}

/**
 * `newPasswordIssueFor` with the company's name as the site settings give it now (read only for a staff role, the
 * only ones it matters to): what the use cases that take a new password call.
 */
export async function checkNewPassword(services: Pick<AppServices, "database">, role: Role, password: string, person: PasswordContext["person"]): Promise<string | null> {
  if (!can(role, "admin:access")) return passwordTooShortFor(role, password);
  return newPasswordIssueFor(role, password, { person, companyName: (await readSiteSettings(services)).name });
}

import type { SiteSettings } from "~/modules/content/collections";
import { isPersonalName } from "~/modules/auth/auth.schema";
import type { ApplicationStatus } from "./careers.schema";

/** The mails the hiring team sends a candidate from the application page: starting texts, edited before sending. */

export const CANDIDATE_MAIL_TEMPLATES = ["interview", "not-moving-forward"] as const;
export type CandidateMailTemplate = (typeof CANDIDATE_MAIL_TEMPLATES)[number];
export const CANDIDATE_MAIL_LABELS: Record<CandidateMailTemplate, string> = {
  interview: "Interview invitation",
  "not-moving-forward": "Not moving forward",
};

/** The status a template's mail implies; the form offers to set it in the same submit (checked by default). */
export const CANDIDATE_MAIL_IMPLIED_STATUS: Partial<Record<CandidateMailTemplate, ApplicationStatus>> = {
  interview: "interview",
  "not-moving-forward": "rejected",
};

/**
 * A starting text signed by the staff member, or by the company's hiring team alone while their account has no
 * real name (the bootstrap admin is "Administrator" until the profile sets one). `site`: the settings' company name,
 * careers address and phone.
 */
export function candidateMailDraft(
  template: CandidateMailTemplate,
  candidate: { name: string; positionTitle: string },
  sender: string,
  site: Pick<SiteSettings, "name" | "careersEmail" | "phone">,
) {
  const signature = [...(isPersonalName(sender) ? [sender.trim()] : []), `${site.name} hiring team`, site.careersEmail, site.phone].join("\n");
  if (template === "interview") {
    return {
      subject: `Interview invitation: ${candidate.positionTitle} at ${site.name}`,
      text: [
        `Dear ${candidate.name},`,
        "",
        `Thank you for applying for the ${candidate.positionTitle} position. We enjoyed reading your application and would like to invite you to an interview.`,
        "",
        "Please reply with two or three times that suit you in the coming week; the interview takes about 45 minutes, by video call or at our office in Pune.",
        "",
        "Kind regards,",
        signature,
      ].join("\n"),
    };
  }
  return {
    subject: `Your application for ${candidate.positionTitle} at ${site.name}`,
    text: [
      `Dear ${candidate.name},`,
      "",
      `Thank you for your interest in the ${candidate.positionTitle} position and for the time you took to apply. After careful consideration, we have decided not to move forward with your application.`,
      "",
      "We wish you every success in your search.",
      "",
      "Kind regards,",
      signature,
    ].join("\n"),
  };
}

/** The careers pages' texts without zod: the message catalogues (app/i18n) import these with every page. */

/**
 * What the application form says to a candidate, in English (the SPEC's words where it has them). The catalogues
 * (app/i18n: `careers.messages`) carry it per language; the form and its server checks take the page's.
 */
export const applicationMessages = {
  required: "Please fill out all required fields.",
  applyFailed: "Failed to submit application. Please try again.",
  appliedTitle: "Application Submitted!",
  appliedText: "Thank you for your interest. We will review your application and get back to you soon.",
  resumeMissing: "Please attach your resume (.pdf, .doc or .docx, up to 5 MB).",
  resumeTooLarge: "The resume is larger than 5 MB. Please attach a smaller file.",
  resumeWrongType: "The resume must be a PDF or Word document (.pdf, .doc or .docx).",
  resumeTooMany: "Please attach only one file, your resume.",
  positionClosed: "This position is no longer open. Please choose another one.",
  positionHasClosed: "This position has closed and no longer accepts applications. Please see our open positions.",
  positionMissing: "Please choose a position.",
  consentMissing: "Please agree to the processing of your application to send it.",
  tooMany: "Too many applications from your address. Please try again later.",
  nameMissing: "Please enter your full name.",
  nameTooLong: "Please keep your name under 200 characters.",
  emailInvalid: "Please enter a valid email address.",
  phoneMissing: "Please enter your phone number.",
  phoneInvalid: "Please enter a valid phone number, e.g. +91 98765 43210.",
  experienceMissing: "Please enter your years of experience.",
  experienceInvalid: "Please enter your years of experience as a number, e.g. 3 or 4.5.",
  companyTooLong: "Please keep the company name under 200 characters.",
  salaryInvalid: "Please enter the expected salary in LPA as a number, e.g. 12 or 12.5.",
  noticeInvalid: "Please enter the notice period as a whole number of days (0-365).",
};
export type ApplicationMessages = typeof applicationMessages;

export const careersMessages = {
  loadFailed: "Failed to load positions. Please try again later.",
  saveFailed: "Failed to save position",
  deleteFailed: "Failed to delete position. Please try again.",
  deleteConfirm: "Are you sure you want to delete this position?",
  invalidId: "Invalid position ID",
  notFound: "Position not found",
  required: applicationMessages.required,
  applyFailed: applicationMessages.applyFailed,
  appliedTitle: applicationMessages.appliedTitle,
  appliedText: applicationMessages.appliedText,
  resumeMissing: applicationMessages.resumeMissing,
  resumeTooLarge: applicationMessages.resumeTooLarge,
  resumeWrongType: applicationMessages.resumeWrongType,
  positionClosed: applicationMessages.positionClosed,
  positionHasClosed: applicationMessages.positionHasClosed,
  consentMissing: applicationMessages.consentMissing,
  tooMany: applicationMessages.tooMany,
} as const;

import { data } from "react-router";

/**
 * The fields of a posted form. A body that is not a readable form (JSON, text, a broken multipart body) is the
 * sender's mistake: it gets a 400 instead of the TypeError from request.formData() becoming a 500.
 */
export async function readFormData(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data({ error: "The form could not be read." }, { status: 400 });
  }
}

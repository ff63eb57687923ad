import { useState, type FormEvent } from "react";
import type { z } from "zod";
import { parseForm } from "~/modules/forms/parse-form";

/**
 * Checks a form with its Zod schema in the browser before it is sent; the server runs the same schema again.
 * Returns the browser-side message (or undefined) and the submit handler to put on the form.
 */
export function useValidatedSubmit(schema: z.ZodType) {
  const [clientError, setClientError] = useState<string | undefined>();
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const result = parseForm(schema, new FormData(event.currentTarget));
    if (result.success) {
      setClientError(undefined);
    } else {
      event.preventDefault();
      setClientError(result.message);
    }
  }
  return { clientError, onSubmit, clearClientError: () => setClientError(undefined) };
}

/** The JSON body of an API request, or undefined when it is missing or not JSON (the caller answers 400). */
export async function readJsonBody(request: Request): Promise<unknown> {
  if (!/^application\/(.+\+)?json/i.test(request.headers.get("content-type") ?? "")) return undefined;
  try {
    return await request.json();
  } catch {
    return undefined;
  }
}

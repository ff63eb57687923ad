import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type AppLoadContext, type EntryContext } from "react-router";
import { StaticMarkupContext } from "~/components/layout/static-markup";
import { createStaticMarkupRenderer } from "./static-markup.server";
import { contentSecurityPolicy, inlineScriptHashes } from "~/modules/security/content-security-policy";

export const streamTimeout = 5_000;

/** The chrome's static markup (static-markup.tsx), rendered once per key for the life of the process. */
const renderStaticMarkup = createStaticMarkupRenderer();

/**
 * Renders the whole document before answering (onAllReady): our pages have no deferred data, and a complete body
 * is what the page cache and ETags need. The page's CSP allows exactly its inline scripts by their SHA-256 hashes,
 * so the same bytes and the same header serve every anonymous visitor (decision 0018).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    // In development the components change under a running server: rendered in place every time.
    const page = <ServerRouter context={routerContext} url={request.url} />;
    const document = import.meta.env.DEV ? page : <StaticMarkupContext.Provider value={renderStaticMarkup}>{page}</StaticMarkupContext.Provider>;
    const { pipe, abort } = renderToPipeableStream(document, {
      onAllReady() {
        // Everything is rendered: nothing is left to time out.
        clearTimeout(timeoutId);
        timeoutId = undefined;
        const chunks: Buffer[] = [];
        const body = new PassThrough();
        body.on("data", (chunk: Buffer) => chunks.push(chunk));
        body.on("error", reject);
        body.on("end", () => {
          const html = Buffer.concat(chunks);
          const development = import.meta.env.DEV;
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          responseHeaders.set("Content-Security-Policy", contentSecurityPolicy({ development, scriptHashes: inlineScriptHashes(html.toString("utf8")) }));
          resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
        });
        pipe(body);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        loadContext.logger?.error({ err: error, requestId: loadContext.requestId }, "render error");
      },
    });
  });
}

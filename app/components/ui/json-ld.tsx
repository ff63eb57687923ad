import { useNonce } from "~/components/layout/nonce";
import { serializeJsonLd } from "~/modules/seo/structured-data";

/**
 * Structured data as an inline script. It carries the CSP nonce of the render; the browser hides nonces from
 * the DOM after parsing, so hydration would see a mismatch on that attribute alone, hence the suppression.
 */
export function JsonLd({ data }: { data: unknown }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce || undefined}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}

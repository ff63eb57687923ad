import { serializeJsonLd } from "~/modules/seo/structured-data";

/** Structured data as an inline data block (never executed, so the CSP does not apply to it). */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}

import { mediaUrl, variantFileName, type VariantFormat } from "./media-urls";

/** What a page needs to render a library image as `<picture>`: sources per format and the fallback's size. */
export interface ResponsiveImage {
  src: string;
  width: number;
  height: number;
  avifSrcset: string;
  webpSrcset: string;
}

/** `sizes` for the places posts show images (the article column is max-w-3xl = 768 px, 1 rem padding each side). */
export const IMAGE_SIZES = {
  article: "(min-width: 800px) 768px, calc(100vw - 2rem)",
  card: "(min-width: 1024px) 384px, (min-width: 640px) calc(50vw - 3rem), calc(100vw - 2rem)",
} as const;

export function responsiveImage(
  base: string,
  row: { id: string; filename: string; width: number; height: number; webp_widths: string; avif_widths: string },
): ResponsiveImage {
  const srcset = (list: string, format: VariantFormat) =>
    list
      .split(",")
      .filter(Boolean)
      .map((width) => `${mediaUrl(base, row.id, variantFileName(row.filename, Number(width), format))} ${width}w`)
      .join(", ");
  return {
    src: mediaUrl(base, row.id, row.filename),
    width: row.width,
    height: row.height,
    avifSrcset: srcset(row.avif_widths, "avif"),
    webpSrcset: srcset(row.webp_widths, "webp"),
  };
}

/**
 * The one file a mail shows for a library image laid out `cssWidth` px wide. Mail programs take no srcset, so it
 * is a single file sharp on screens of twice the density: the full-size file when the image is no wider than
 * that (its own format, JPEG or PNG, which every mail program shows), else the widest WebP variant within it.
 */
export function mailImageSrc(
  base: string,
  row: { id: string; filename: string; width: number; webp_widths: string },
  cssWidth: number,
): string {
  const limit = cssWidth * 2;
  if (row.width <= limit) return mediaUrl(base, row.id, row.filename);
  const width = Math.max(0, ...row.webp_widths.split(",").filter(Boolean).map(Number).filter((step) => step <= limit));
  return width > 0 ? mediaUrl(base, row.id, variantFileName(row.filename, width, "webp")) : mediaUrl(base, row.id, row.filename);
}

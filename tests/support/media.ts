import sharp from "sharp";
import type { MediaItem } from "~/modules/media/media.schema";
import type { HttpClient } from "./auth";

export type ImageFormat = "jpeg" | "png" | "webp" | "avif" | "gif";

/**
 * A real image made by sharp: a gradient-ish picture `width` x `height`, optionally with EXIF (a copyright text
 * and GPS coordinates) and an EXIF orientation, as a phone camera writes them.
 */
export async function imageBytes(format: ImageFormat, width: number, height: number, options: { exif?: boolean; orientation?: number } = {}): Promise<Buffer> {
  let image = sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } }).composite([
    { input: { create: { width: Math.max(1, Math.floor(width / 2)), height: Math.max(1, Math.floor(height / 2)), channels: 3, background: { r: 240, g: 180, b: 20 } } }, top: 0, left: 0 },
  ]);
  if (options.exif) {
    image = image.withExif({
      IFD0: { Copyright: "Secret Owner 2026", Make: "TestCam" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "12/1 58/1 1234/100", GPSLongitudeRef: "E", GPSLongitude: "77/1 35/1 4321/100" },
    });
  }
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  const encoded = image.toFormat(format, format === "avif" ? { effort: 0 } : {});
  return encoded.toBuffer();
}

/** The text an SVG with a script is: what the library must refuse. */
export const svgWithScript = Buffer.from(`<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>`);

/** Posts files to the media library's upload endpoint (the page script's door) or the page's plain form. */
export function uploadImages(app: HttpClient, cookie: string, files: Array<{ name: string; bytes: Buffer; type?: string }>, path = "/admin/media/upload") {
  const body = new FormData();
  for (const file of files) body.append("files", new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "application/octet-stream" }), file.name);
  return app.fetch(path, { method: "POST", headers: { Origin: app.url, Cookie: cookie, Accept: "application/json" }, body });
}

/** One image as GET /admin/media.json and the upload answer it. */
export type UploadedItem = MediaItem;

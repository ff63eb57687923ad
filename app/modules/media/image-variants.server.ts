import type { Sharp } from "sharp";
import { AVIF_MAX_WIDTH, MEDIA_MAX_PIXELS, VARIANT_WIDTHS } from "./media.schema";
import type { VariantFormat } from "./media-urls";

let loadingSharp: Promise<typeof import("sharp").default> | undefined;

/**
 * sharp and libvips are loaded at the first image, not at every server start: about 0.27 CPU-s of a start that
 * serves pages only (issue 38).
 */
function loadSharp(): Promise<typeof import("sharp").default> {
  loadingSharp ??= import("sharp").then(({ default: sharp }) => {
    // libvips' operation cache keeps decoded images around for reuse we never make; off, memory follows the work.
    sharp.cache(false);
    return sharp;
  });
  return loadingSharp;
}

/** Images processed at once in this process; the rest wait their turn (memory stays bounded, decision 0015). */
const IMAGE_SLOTS = 1;
/**
 * Encodes of one image run one after another. sharp gives each operation one libvips thread here (glibc without
 * jemalloc), so two lanes would use both cores, but with ten uploads queued they grew RSS by 270 MB against 176 MB
 * (target 256 MB; bench section 8, decision 0015).
 */
const ENCODE_LANES = 1;

let running = 0;
const waiting: Array<() => void> = [];

async function inSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= IMAGE_SLOTS) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

export interface ImageFacts {
  width: number;
  height: number;
  /** The format sharp found, e.g. "jpeg", "png", "webp", "heif" (AVIF), "gif". */
  format: string;
}

/** Size after EXIF orientation, read from the header without decoding the pixels. */
export async function readImageFacts(bytes: Buffer): Promise<ImageFacts> {
  const sharp = await loadSharp();
  const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  if (!meta.width || !meta.height || !meta.format) throw new Error("no image dimensions");
  const turned = (meta.orientation ?? 1) >= 5;
  return { width: turned ? meta.height : meta.width, height: turned ? meta.width : meta.height, format: meta.format };
}

export interface EncodedFile {
  width: number;
  format: VariantFormat | "jpeg" | "png" | "gif";
  body: Buffer;
}

export interface ProcessedImage {
  /** The full-size public file: the original's format (AVIF becomes WebP), orientation applied, metadata gone. */
  full: EncodedFile;
  variants: EncodedFile[];
}

/** Widths to make for an image `width` px wide: the fixed steps below it and its own width, never wider. */
export function variantWidths(width: number, format: VariantFormat): number[] {
  const widths = [...new Set([...VARIANT_WIDTHS.filter((step) => step < width), width])];
  return format === "avif" ? widths.filter((step) => step <= AVIF_MAX_WIDTH) : widths;
}

/**
 * The cleaned full-size file and every WebP/AVIF variant. `rotate()` applies the EXIF orientation; sharp writes
 * no metadata unless asked, so EXIF, GPS and XMP are gone from every output. One image at a time per process.
 */
export function processImage(bytes: Buffer, facts: ImageFacts): Promise<ProcessedImage> {
  return inSlot(async () => {
    const sharp = await loadSharp();
    // An animated GIF stays animated in its full-size file and WebP variants; AVIF gets its first frame.
    const source = (animated = facts.format === "gif") => sharp(bytes, { limitInputPixels: MEDIA_MAX_PIXELS, animated }).rotate();
    const jobs: Array<() => Promise<EncodedFile>> = [];
    const fullFormat = facts.format === "jpeg" || facts.format === "png" || facts.format === "gif" ? facts.format : "webp";
    jobs.push(async () => ({ width: facts.width, format: fullFormat, body: await encode(source(), fullFormat).toBuffer() }));
    for (const format of ["webp", "avif"] as const) {
      for (const width of variantWidths(facts.width, format)) {
        jobs.push(async () => ({
          width,
          format,
          body: await encode(source(format === "webp" && facts.format === "gif").resize({ width, withoutEnlargement: true }), format).toBuffer(),
        }));
      }
    }
    const done = await runInLanes(jobs, ENCODE_LANES);
    return { full: done[0]!, variants: done.slice(1) };
  });
}

function encode(image: Sharp, format: EncodedFile["format"]): Sharp {
  switch (format) {
    case "jpeg":
      return image.jpeg({ quality: 85, mozjpeg: false, progressive: true });
    case "png":
      return image.png({ compressionLevel: 6 });
    case "gif":
      return image.gif();
    case "webp":
      return image.webp({ quality: 80, effort: 2 });
    case "avif":
      // effort 0: a 1600 px AVIF of a photo took 0.27 s of CPU against 0.89 s at effort 1 (the default 4: several
      // seconds), at about the same size; at effort 1 AVIF was half of the whole upload's CPU (decision 0015).
      return image.avif({ quality: 50, effort: 0 });
  }
}

async function runInLanes<T>(jobs: Array<() => Promise<T>>, lanes: number): Promise<T[]> {
  const results: T[] = new Array(jobs.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(lanes, jobs.length) }, async () => {
      while (next < jobs.length) {
        const index = next++;
        results[index] = await jobs[index]!();
      }
    }),
  );
  return results;
}

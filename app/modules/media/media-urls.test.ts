import { describe, expect, it } from "vitest";
import { sanitizePostHtml } from "~/modules/blog/post-html.server";
import { mediaIdInUrl, mediaIdsIn, slugFileName, variantFileName } from "./media-urls";
import { variantWidths } from "./image-variants.server";

describe("library image URLs", () => {
  const id = "0123456789abcdef";
  it("recognises the full-size file on this site, under MEDIA_PUBLIC_URL and under PUBLIC_URL, and nothing else", () => {
    const bases = ["https://cdn.example", "https://www.vyoma.example"];
    expect(mediaIdInUrl(`/media/${id}/harbour.jpg`, bases)).toBe(id);
    expect(mediaIdInUrl(`https://cdn.example/media/${id}/harbour.jpg`, bases)).toBe(id);
    expect(mediaIdInUrl(`https://www.vyoma.example/media/${id}/harbour.jpg`, bases)).toBe(id);
    for (const other of [
      `https://images.example/media/${id}/harbour.jpg`,
      `/media/${id}/../x.jpg`,
      `/media/${id}/harbour.jpg?x=1`,
      `/media/short/harbour.jpg`,
      `//cdn.example/media/${id}/harbour.jpg`,
      "/images/blog/cover.svg",
    ]) {
      expect(mediaIdInUrl(other, bases), other).toBeNull();
    }
  });

  it("finds every library id a post mentions, once", () => {
    expect(mediaIdsIn(`<img src="/media/${id}/a.jpg"><img src="/media/${id}/a.jpg">\n/media/fedcba9876543210/b.png`)).toEqual([id, "fedcba9876543210"]);
  });

  it("names files safely and variants after them", () => {
    expect(slugFileName("Team Photo (1).JPG", "jpg")).toBe("team-photo-1.jpg");
    expect(slugFileName("My.Holiday.Photo.jpeg", "jpg")).toBe("my-holiday-photo.jpg");
    expect(slugFileName("../../etc/passwd", "png")).toMatch(/^[a-z0-9-]+\.png$/);
    expect(slugFileName("....", "webp")).toBe("image.webp");
    expect(variantFileName("team-photo-1.jpg", 960, "avif")).toBe("team-photo-1-960.avif");
  });

  it("makes the fixed widths below the original and its own width, never wider; AVIF up to 1600", () => {
    expect(variantWidths(4000, "webp")).toEqual([480, 720, 960, 1600, 4000]);
    expect(variantWidths(4000, "avif")).toEqual([480, 720, 960, 1600]);
    expect(variantWidths(1000, "webp")).toEqual([480, 720, 960, 1000]);
    expect(variantWidths(960, "avif")).toEqual([480, 720, 960]);
    expect(variantWidths(300, "webp")).toEqual([300]);
  });

  it("survive the sanitizer with their width and height (the editor's <img>)", () => {
    const html = `<img src="/media/${id}/harbour.jpg" alt="Boats" width="4000" height="3000">`;
    expect(sanitizePostHtml(html)).toBe(`<img src="/media/${id}/harbour.jpg" alt="Boats" width="4000" height="3000" loading="lazy" />`);
  });
});

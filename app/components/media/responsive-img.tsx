import type { ResponsiveImage } from "~/modules/media/responsive-image";

interface Props {
  src: string;
  /** The library's sources for `src`, when it is a library image; without them a plain <img> as before. */
  image?: ResponsiveImage;
  sizes: string;
  alt?: string;
  /** The top image of a page: loaded at once with high priority; otherwise lazily. */
  priority?: boolean;
  className?: string;
  /** The box's shape when the image has no known size (external URLs): the CSS aspect keeps it from shifting. */
  fallbackSize?: { width: number; height: number };
}

/** A post's cover or card image: `<picture>` with AVIF and WebP `srcset`s for library images, a plain `<img>` otherwise. */
export function ResponsiveImg({ src, image, sizes, alt = "", priority = false, className, fallbackSize = { width: 1200, height: 630 } }: Props) {
  const img = (
    <img
      src={image?.src ?? src}
      alt={alt}
      width={image?.width ?? fallbackSize.width}
      height={image?.height ?? fallbackSize.height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding={priority ? undefined : "async"}
      className={className}
    />
  );
  if (!image) return img;
  return (
    <picture>
      {image.avifSrcset ? <source type="image/avif" srcSet={image.avifSrcset} sizes={sizes} /> : null}
      <source type="image/webp" srcSet={image.webpSrcset} sizes={sizes} />
      {img}
    </picture>
  );
}

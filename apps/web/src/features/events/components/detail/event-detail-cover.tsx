import { uploadUrl } from '../../../../lib/upload-url.ts';

/** Uploaded covers are stored at two widths: `…-1280.webp` with a `…-640.webp` beside it. */
const WIDE_SUFFIX = '-1280.webp';

/** The event's cover at the top of its page (16:9), in the width the screen needs; nothing without one. */
export function EventDetailCover({ imagePath, name }: { imagePath: string | null; name: string }) {
  if (!imagePath) return null;
  const src = uploadUrl(imagePath);
  const pair = imagePath.endsWith(WIDE_SUFFIX)
    ? {
        srcSet: `${uploadUrl(`${imagePath.slice(0, -WIDE_SUFFIX.length)}-640.webp`)} 640w, ${src} 1280w`,
        sizes: '(min-width: 56.25rem) 46rem, 100vw',
      }
    : {};
  return (
    <img
      src={src}
      {...pair}
      alt={name}
      width={1280}
      height={720}
      decoding="async"
      fetchPriority="high"
      className="aspect-video w-full rounded-2xl bg-surface-variant object-cover"
    />
  );
}

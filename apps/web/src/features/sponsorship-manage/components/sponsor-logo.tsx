import { uploadUrl } from '../../../lib/upload-url.ts';

/** The sponsor's logo, or the initials of their display name on a tint. Decorative: the name is beside it. */
export function SponsorLogo({ displayName, logoPath }: { displayName: string; logoPath: string | null }) {
  if (logoPath)
    return (
      <img
        src={uploadUrl(logoPath)}
        alt=""
        loading="lazy"
        className="size-12 shrink-0 rounded-xl border border-outline-variant bg-surface object-contain"
      />
    );
  const initials = displayName
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => Array.from(word)[0]?.toLocaleUpperCase() ?? '')
    .join('');
  return (
    <span
      aria-hidden="true"
      className="grid size-12 shrink-0 place-items-center rounded-xl bg-primary-container font-semibold text-on-primary-container"
    >
      {initials || '?'}
    </span>
  );
}

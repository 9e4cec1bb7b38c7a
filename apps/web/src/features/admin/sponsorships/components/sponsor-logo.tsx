import { uploadUrl } from '../../../../lib/upload-url.ts';

/** Up to two initials of a display name ('Café Aurora' → 'CA'), for a sponsor without a logo. */
function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => Array.from(word ?? '')[0]?.toLocaleUpperCase() ?? '').join('');
}

/** The sponsor's square logo, or their initials on a tinted tile. */
export function SponsorLogo({ name, logoPath, alt }: { name: string; logoPath: string | null; alt: string }) {
  const box = 'size-12 shrink-0 overflow-hidden rounded-xl';
  if (logoPath) return <img src={uploadUrl(logoPath)} alt={alt} className={`${box} object-cover`} />;
  return (
    <span
      role="img"
      aria-label={alt}
      className={`${box} flex items-center justify-center bg-primary-container font-semibold text-on-primary-container`}
    >
      <span aria-hidden="true">{initialsOf(name)}</span>
    </span>
  );
}

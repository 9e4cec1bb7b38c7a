import type { PublicSponsor } from '@eventos/domain';
import { uploadUrl } from '../../../lib/upload-url.ts';
import { sendSponsorClick } from '../lib/sponsor-beacon.ts';

/** Up to two letters of a name without a logo ("CB" for Café do Bairro). */
export function sponsorInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toLocaleUpperCase();
}

function SponsorMark({ sponsor }: { sponsor: PublicSponsor }) {
  if (sponsor.logoPath)
    return (
      <img
        src={uploadUrl(sponsor.logoPath)}
        alt={sponsor.displayName}
        width={64}
        height={64}
        loading="lazy"
        className="size-16 shrink-0 rounded-xl bg-surface object-cover"
      />
    );
  return (
    <span
      aria-hidden="true"
      className="flex size-16 shrink-0 items-center justify-center rounded-full bg-primary-container font-semibold text-lg text-on-primary-container"
    >
      {sponsorInitials(sponsor.displayName)}
    </span>
  );
}

const TILE =
  'flex h-full items-center gap-3 rounded-2xl border border-outline-variant bg-surface p-3 text-start text-on-surface';

/** One approved sponsor: logo (or initials) and name; a sponsored link when they gave one. */
export function SponsorTile({ sponsor }: { sponsor: PublicSponsor }) {
  const name = (
    <span dir="auto" className="min-w-0 break-words font-medium">
      {sponsor.displayName}
    </span>
  );
  if (!sponsor.linkUrl)
    return (
      <div className={TILE}>
        <SponsorMark sponsor={sponsor} />
        {name}
      </div>
    );
  return (
    <a
      href={sponsor.linkUrl}
      target="_blank"
      rel="sponsored noopener"
      onClick={() => sendSponsorClick(sponsor.id)}
      className={`${TILE} transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-primary`}
    >
      <SponsorMark sponsor={sponsor} />
      {name}
    </a>
  );
}

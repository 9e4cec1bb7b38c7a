import type { PublicSponsor } from '@eventos/domain';
import { sendSponsorClick } from '../lib/sponsor-beacon.ts';
import { SponsorLogo } from './sponsor-logo.tsx';

function SponsorMark({ sponsor }: { sponsor: PublicSponsor }) {
  return (
    <SponsorLogo
      displayName={sponsor.displayName}
      logoPath={sponsor.logoPath}
      alt={sponsor.displayName}
      size="lg"
    />
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

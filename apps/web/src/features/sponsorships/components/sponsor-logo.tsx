import { cn } from '../../../lib/cn.ts';
import { uploadUrl } from '../../../lib/upload-url.ts';
import { sponsorInitials } from '../lib/sponsor-initials.ts';

interface SponsorLogoProps {
  displayName: string;
  logoPath: string | null;
  /** The image's text; none (the default) when the name is written beside it. */
  alt?: string;
  /** 'md' in lists (48 px), 'lg' on the event page (64 px). */
  size?: 'md' | 'lg';
}

const SIZES = { md: 'size-12', lg: 'size-16 text-lg' } as const;

/** A sponsor's square logo, or the initials of their display name on a tint. */
export function SponsorLogo({ displayName, logoPath, alt = '', size = 'md' }: SponsorLogoProps) {
  const box = cn('shrink-0 rounded-xl', SIZES[size]);
  if (logoPath)
    return (
      <img
        src={uploadUrl(logoPath)}
        alt={alt}
        loading="lazy"
        className={cn(box, 'border border-outline-variant bg-surface object-cover')}
      />
    );
  return (
    <span
      {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      className={cn(
        box,
        'grid place-items-center bg-primary-container font-semibold text-on-primary-container',
      )}
    >
      {sponsorInitials(displayName)}
    </span>
  );
}

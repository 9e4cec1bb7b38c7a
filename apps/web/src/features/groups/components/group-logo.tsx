import { cn } from '../../../lib/cn.ts';

const SIZES = {
  sm: 'size-12 rounded-xl text-lg',
  md: 'size-16 rounded-2xl text-2xl',
  lg: 'size-24 rounded-3xl text-4xl tablet:size-28',
} as const;

interface GroupLogoProps {
  name: string;
  logoUrl: string | null;
  size?: keyof typeof SIZES;
  /** The accessible name of the picture; empty when the group's name is read beside it. */
  alt?: string;
  className?: string;
}

/** The group's logo, or the first letter of its name on the primary colour when it has none. */
export function GroupLogo({ name, logoUrl, size = 'md', alt = '', className }: GroupLogoProps) {
  const box = cn(
    'shrink-0 overflow-hidden border-4 border-surface bg-surface shadow-sm',
    SIZES[size],
    className,
  );
  if (logoUrl) {
    return (
      <img src={logoUrl} alt={alt} loading="lazy" decoding="async" className={cn(box, 'object-cover')} />
    );
  }
  const letter = Array.from(name.trim())[0]?.toLocaleUpperCase() ?? '?';
  const tile = cn(
    box,
    'flex items-center justify-center bg-primary-container font-bold text-on-primary-container',
  );
  if (!alt) {
    return (
      <span aria-hidden="true" className={tile}>
        {letter}
      </span>
    );
  }
  return (
    <span role="img" aria-label={alt} className={tile}>
      <span aria-hidden="true">{letter}</span>
    </span>
  );
}

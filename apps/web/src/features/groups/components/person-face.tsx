import { cn } from '../../../lib/cn.ts';

/** Up to two initials of a name ("Ana Lima" → "AL"), for a person without a photo. */
export function initialsOf(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => Array.from(word)[0] ?? '');
  return ((letters[0] ?? '') + (letters.length > 1 ? (letters.at(-1) ?? '') : '')).toLocaleUpperCase();
}

const SIZES = { sm: 'size-8 text-xs', md: 'size-10 text-sm' } as const;

/** A person's photo or initials, decorative: their name is always written beside it. */
export function PersonFace({
  name,
  avatarUrl,
  size = 'md',
}: {
  name: string;
  avatarUrl: string | null;
  size?: keyof typeof SIZES;
}) {
  if (avatarUrl) {
    return (
      <img
        src={avatarUrl}
        alt=""
        loading="lazy"
        className={cn('shrink-0 rounded-full object-cover', SIZES[size])}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full bg-primary-container font-semibold text-on-primary-container',
        SIZES[size],
      )}
    >
      {initialsOf(name)}
    </span>
  );
}

import { cn } from '../../../lib/cn.ts';
import { avatarUrl } from '../lib/avatar-url.ts';
import { initials } from '../lib/person-name.ts';

const SIZES = { md: 'size-16 text-xl', lg: 'size-24 text-3xl' } as const;

interface AvatarProps {
  person: {
    firstName: string | null;
    lastName: string | null;
    username?: string | null;
    avatarPath: string | null;
  };
  /** Overrides the stored photo (a preview of a file not yet uploaded). */
  src?: string | undefined;
  /** Accessible name of the photo; the initials are decorative when it is empty. */
  alt: string;
  size?: keyof typeof SIZES;
}

/** A round profile photo, or the person's initials when there is none. */
export function Avatar({ person, src, alt, size = 'lg' }: AvatarProps) {
  const url = src ?? avatarUrl(person.avatarPath);
  const box = cn('shrink-0 overflow-hidden rounded-full', SIZES[size]);
  if (url) return <img src={url} alt={alt} className={cn(box, 'object-cover')} />;
  return (
    <span
      role="img"
      aria-label={alt}
      className={cn(
        box,
        'flex items-center justify-center bg-primary-container font-semibold text-on-primary-container',
      )}
    >
      <span aria-hidden="true">{initials(person)}</span>
    </span>
  );
}

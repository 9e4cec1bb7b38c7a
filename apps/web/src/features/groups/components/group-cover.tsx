import { UsersRound } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';

interface GroupCoverProps {
  coverUrl: string | null;
  /** 'strip' on cards, 'banner' at the top of the group's page. */
  variant: 'strip' | 'banner';
  className?: string;
}

const SHAPES = {
  strip: 'h-24',
  banner: 'aspect-[3/1] max-h-80 rounded-3xl tablet:aspect-[4/1]',
} as const;

/** The group's cover, decorative (the name is beside it), or a soft gradient when it has none. */
export function GroupCover({ coverUrl, variant, className }: GroupCoverProps) {
  const box = cn('w-full bg-surface-variant', SHAPES[variant], className);
  if (coverUrl) {
    return (
      <img
        src={coverUrl}
        alt=""
        decoding="async"
        {...(variant === 'banner' ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
        className={cn(box, 'object-cover')}
      />
    );
  }
  return (
    <div
      aria-hidden="true"
      data-testid="group-cover-placeholder"
      className={cn(
        box,
        'grid place-items-center bg-linear-to-br from-primary-container via-secondary-container to-surface-variant',
      )}
    >
      {variant === 'banner' ? <UsersRound className="size-12 text-on-primary-container/40" /> : null}
    </div>
  );
}

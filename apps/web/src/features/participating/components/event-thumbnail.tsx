import { CalendarDays } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { uploadUrl } from '../../../lib/upload-url.ts';

/** A small square of the event's cover (decorative: the event's name is beside it). */
export function EventThumbnail({ imagePath, className }: { imagePath: string | null; className?: string }) {
  const box = cn('shrink-0 overflow-hidden rounded-xl', className);
  if (imagePath) {
    return (
      <img
        src={uploadUrl(imagePath)}
        alt=""
        width={160}
        height={160}
        loading="lazy"
        decoding="async"
        className={cn(box, 'bg-surface-variant object-cover')}
      />
    );
  }
  return (
    <div
      aria-hidden="true"
      className={cn(box, 'grid place-items-center bg-linear-to-br from-primary-container to-surface-variant')}
    >
      <CalendarDays className="size-8 text-on-primary-container/50" />
    </div>
  );
}

import { CalendarDays } from 'lucide-react';
import { uploadUrl } from '../../../lib/upload-url.ts';

interface EventCoverProps {
  imagePath: string | null;
  name: string;
}

/** 16:9 cover image, or a neutral placeholder when the event has none. */
export function EventCover({ imagePath, name }: EventCoverProps) {
  if (imagePath) {
    return (
      <img
        src={uploadUrl(imagePath)}
        alt={name}
        width={640}
        height={360}
        loading="lazy"
        decoding="async"
        className="aspect-video w-full bg-surface-variant object-cover"
      />
    );
  }
  return (
    <div
      data-testid="event-cover-placeholder"
      className="grid aspect-video w-full place-items-center bg-linear-to-br from-primary-container to-surface-variant"
    >
      <CalendarDays aria-hidden="true" className="size-10 text-on-primary-container/50" />
    </div>
  );
}

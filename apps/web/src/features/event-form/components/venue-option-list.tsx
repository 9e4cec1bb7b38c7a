import type { Location } from '@eventos/domain';
import { MapPin } from 'lucide-react';
import type { VenueChoice } from '../lib/event-form-values.ts';
import { venueChoiceOf } from '../lib/venue-choice.ts';

interface VenueOptionListProps {
  label: string;
  venues: readonly Location[];
  onChoose: (venue: VenueChoice) => void;
}

/** Venues to choose from, one button each (name and address), under a heading. */
export function VenueOptionList({ label, venues, onChoose }: VenueOptionListProps) {
  return (
    <ul aria-label={label} className="flex flex-col gap-2">
      {venues.map((location) => {
        const choice = venueChoiceOf(location);
        return (
          <li key={location.id}>
            <button
              type="button"
              name="locationId"
              onClick={() => onChoose(choice)}
              className="flex min-h-11 w-full cursor-pointer items-start gap-3 rounded-xl border border-outline-variant px-4 py-3 text-start hover:bg-on-surface/4 focus-visible:outline-2 focus-visible:outline-primary focus-visible:outline-offset-2"
            >
              <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <span className="flex min-w-0 flex-col">
                <span dir="auto" className="font-medium text-on-surface">
                  {choice.name}
                </span>
                {choice.place ? (
                  <span dir="auto" className="text-on-surface-variant text-sm">
                    {choice.place}
                  </span>
                ) : null}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

import type { Location } from '@eventos/domain';
import { LocationCard } from './location-card.tsx';

interface LocationGridProps {
  locations: readonly Location[];
  optionNames: ReadonlyMap<string, string>;
  onEdit?: (location: Location) => void;
  onDelete?: (location: Location) => void;
}

/** The venue cards: one column on phones, two on tablets, three on wide screens. */
export function LocationGrid({ locations, optionNames, onEdit, onDelete }: LocationGridProps) {
  return (
    <ul className="grid grid-cols-1 gap-4 tablet:grid-cols-2 desktop:grid-cols-3">
      {locations.map((location) => (
        <li key={location.id} className="flex">
          <LocationCard
            location={location}
            optionNames={optionNames}
            {...(onEdit ? { onEdit } : {})}
            {...(onDelete ? { onDelete } : {})}
          />
        </li>
      ))}
    </ul>
  );
}

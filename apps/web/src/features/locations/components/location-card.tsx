import type { Location } from '@eventos/domain';
import { MapPin, Pencil, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { formatStreetLine, formatVenuePostalCode } from '../lib/format-address.ts';
import { AccessibilityBadges, VisibilityBadge } from './location-badges.tsx';
import { LocationMap } from './location-map.tsx';
import { SeeOnMapLink } from './see-on-map-link.tsx';

/** Keeps a code such as 01310-100 in reading order inside right-to-left text (Unicode isolate). */
const leftToRight = (text: string) => `\u2066${text}\u2069`;

interface LocationCardProps {
  location: Location;
  /** Names of the accessibility options by id (ids not found are left out). */
  optionNames: ReadonlyMap<string, string>;
  /** Edit and delete, for the caller's own venues; without them the card is read-only. */
  onEdit?: (location: Location) => void;
  onDelete?: (location: Location) => void;
}

/** One venue: badge, name, address, the notes the owner wrote, accessibility, the map and actions. */
export function LocationCard({ location, optionNames, onEdit, onDelete }: LocationCardProps) {
  const { t } = useTranslation('locations');
  const [showMap, setShowMap] = useState(false);
  const mapId = useId();
  const titleId = useId();
  const postalCode = formatVenuePostalCode(location);
  const names = location.accessibilityOptions.flatMap((id) => optionNames.get(id) ?? []);
  const notes = (
    [
      ['card.reference', location.reference],
      ['card.additionalInfo', location.additionalInfo],
      ['card.howToGetThere', location.howToGetThere],
      ['card.parkingInfo', location.parkingInfo],
    ] as const
  ).filter((note): note is readonly [(typeof note)[0], string] => Boolean(note[1]?.trim()));

  return (
    <Card aria-labelledby={titleId} className="flex w-full flex-col gap-3 p-5">
      <div className="flex items-start justify-between gap-2">
        <VisibilityBadge isPublic={location.isPublic} />
      </div>
      <h3 id={titleId} dir="auto" className="break-words font-semibold text-lg text-on-surface">
        {location.name}
      </h3>
      <div className="flex gap-2 text-on-surface-variant text-sm">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <p dir="auto">
          {formatStreetLine(location)}
          {postalCode ? (
            <>
              <br />
              {t('card.postalCode', { cep: leftToRight(postalCode) })}
            </>
          ) : null}
        </p>
      </div>
      {notes.length > 0 ? (
        <dl className="flex flex-col gap-2 text-sm">
          {notes.map(([label, text]) => (
            <div key={label}>
              <dt className="font-medium text-on-surface">{t(label)}</dt>
              <dd dir="auto" className="whitespace-pre-line break-words text-on-surface-variant">
                {text}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      <AccessibilityBadges names={names} />
      {location.mapsUrl || location.mapsEmbed ? (
        <div className="flex flex-wrap items-center gap-2">
          {location.mapsUrl ? <SeeOnMapLink href={location.mapsUrl} className="text-sm" /> : null}
          {location.mapsEmbed ? (
            <Button
              variant="ghost"
              size="compact"
              aria-expanded={showMap}
              aria-controls={mapId}
              onClick={() => setShowMap((shown) => !shown)}
            >
              {t(showMap ? 'card.hideMap' : 'card.showMap')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {location.mapsEmbed ? (
        <div id={mapId} hidden={!showMap}>
          {showMap ? <LocationMap embedUrl={location.mapsEmbed} name={location.name} /> : null}
        </div>
      ) : null}
      {onEdit || onDelete ? (
        <div className="mt-auto flex flex-wrap justify-end gap-2 pt-2">
          {onEdit ? (
            <Button variant="outline" size="compact" onClick={() => onEdit(location)}>
              <Pencil aria-hidden="true" className="size-4" />
              {t('card.edit')}
              <span className="sr-only">{location.name}</span>
            </Button>
          ) : null}
          {onDelete ? (
            <Button variant="ghost" size="compact" className="text-error" onClick={() => onDelete(location)}>
              <Trash2 aria-hidden="true" className="size-4" />
              {t('card.delete')}
              <span className="sr-only">{location.name}</span>
            </Button>
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}

import type { EventVenue } from '@eventos/domain';
import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../../ui/card.tsx';
import { AccessibilityBadges } from '../../../locations/components/location-badges.tsx';
import { LocationMap } from '../../../locations/components/location-map.tsx';
import { SeeOnMapLink } from '../../../locations/components/see-on-map-link.tsx';
import { formatVenueAddress, formatVenueCep } from './format-venue-address.ts';

/** Keeps a code such as 01310-100 in reading order inside right-to-left text (Unicode isolate). */
const leftToRight = (text: string) => `\u2066${text}\u2069`;

const NOTES = [
  ['reference', 'locations:card.reference'],
  ['howToGetThere', 'locations:card.howToGetThere'],
  ['parkingInfo', 'locations:card.parkingInfo'],
  ['additionalInfo', 'locations:card.additionalInfo'],
] as const;

/** Where the event happens: name, address, the organiser's notes, accessibility and the map. */
export function EventVenueCard({ venue }: { venue: EventVenue }) {
  const { t } = useTranslation(['eventDetails', 'locations']);
  const address = formatVenueAddress(venue);
  const cep = formatVenueCep(venue);
  const notes = NOTES.flatMap(([field, label]) => {
    const text = venue[field]?.trim();
    return text ? [{ label, text }] : [];
  });

  return (
    <section aria-labelledby="event-venue-title" className="flex flex-col gap-3">
      <h2 id="event-venue-title" className="font-semibold text-on-background text-xl">
        {t('venue.title')}
      </h2>
      <Card className="flex flex-col gap-4 p-5">
        <div className="flex gap-3">
          <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <div className="flex min-w-0 flex-col gap-0.5">
            <p dir="auto" className="break-words font-semibold text-on-surface">
              {venue.name}
            </p>
            {address ? (
              <p dir="auto" className="text-on-surface-variant text-sm">
                {address}
              </p>
            ) : null}
            {cep ? (
              <p className="text-on-surface-variant text-sm">
                {t('locations:card.postalCode', { cep: leftToRight(cep) })}
              </p>
            ) : null}
          </div>
        </div>
        {notes.length > 0 ? (
          <dl className="flex flex-col gap-2 text-sm">
            {notes.map(({ label, text }) => (
              <div key={label}>
                <dt className="font-medium text-on-surface">{t(label)}</dt>
                <dd dir="auto" className="whitespace-pre-line break-words text-on-surface-variant">
                  {text}
                </dd>
              </div>
            ))}
          </dl>
        ) : null}
        {venue.accessibilityOptions.length > 0 ? (
          <div className="flex flex-col gap-1.5">
            <p className="font-medium text-on-surface text-sm">{t('locations:card.accessibility')}</p>
            <AccessibilityBadges names={venue.accessibilityOptions.map((option) => option.name)} />
          </div>
        ) : null}
        {venue.mapsEmbed ? <LocationMap embedUrl={venue.mapsEmbed} name={venue.name} /> : null}
        {venue.mapsUrl ? <SeeOnMapLink href={venue.mapsUrl} className="self-start text-sm" /> : null}
      </Card>
    </section>
  );
}

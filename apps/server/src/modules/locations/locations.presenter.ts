import type { Location } from '@eventos/domain';
import type { LocationRow } from './locations.repository.ts';

/** A venue row as the API shows it to `callerId` (the owner's id itself is never sent). */
export function toLocation(row: LocationRow, callerId: string): Location {
  return {
    id: row.id,
    name: row.name,
    postalCode: row.postalCode,
    address: row.address,
    number: row.number,
    country: row.country,
    state: row.state ?? '',
    city: row.city ?? '',
    reference: row.reference,
    additionalInfo: row.additionalInfo,
    howToGetThere: row.howToGetThere,
    parkingInfo: row.parkingInfo,
    accessibilityOptions: row.accessibilityOptions,
    mapsUrl: row.mapsUrl,
    mapsEmbed: row.mapsEmbed,
    image: row.image,
    isPublic: row.isPublic,
    latitude: row.latitude,
    longitude: row.longitude,
    isOwn: row.userId === callerId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

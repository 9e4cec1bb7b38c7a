import { formatPostalCode, type Location } from '@eventos/domain';

type AddressParts = Pick<Location, 'address' | 'number' | 'city' | 'state' | 'postalCode'>;

/** 'Av. Paulista, 1578 – São Paulo/SP' (the parts that exist). */
export function formatStreetLine({ address, number, city, state }: AddressParts): string {
  const street = [address, number]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
  const place = [city, state]
    .map((part) => part.trim())
    .filter(Boolean)
    .join('/');
  return [street, place].filter(Boolean).join(' – ');
}

/** The CEP as 01310-100, or '' when the venue has none. */
export function formatVenuePostalCode({ postalCode }: AddressParts): string {
  return postalCode.trim() ? formatPostalCode(postalCode) : '';
}

import { describePriceRange, type EventDetail } from '@eventos/domain';
import type { TFunction } from 'i18next';

/** 'Gratuito', 'R$ 25,00' or 'R$ 20,00 a R$ 50,00' in the reader's language. */
export function eventPriceText(
  event: Pick<EventDetail, 'isPaid' | 'priceMinCents' | 'priceMaxCents'>,
  language: string,
  t: TFunction<'eventDetails'>,
): string {
  const price = event.isPaid ? describePriceRange(event.priceMinCents, event.priceMaxCents, language) : null;
  if (!price || price.kind === 'free') return t('price.free');
  if (price.kind === 'single') return price.price;
  return t('price.range', { min: price.min, max: price.max });
}

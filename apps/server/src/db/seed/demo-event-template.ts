import type { CategoryKey } from '@eventos/domain';

/** One demo event before dates, ids and slugs are assigned. `venue` is a DemoVenue key or null (online). */
export interface DemoEventTemplate {
  category: CategoryKey;
  subcategory: string;
  name: string;
  summary: string;
  /** Paragraphs of the description, plain text where **words** are bold; rendered as safe HTML. */
  description: readonly string[];
  /** A bulleted list after the first paragraph (programme, what to bring…). */
  highlights?: readonly string[];
  /** Lower-case pt-BR tags. */
  tags: readonly string[];
  targetAudience?: string;
  venue: string | null;
  /** Default: presencial at the venue, online without one. A hybrid event has both a venue and a link. */
  eventType?: 'hibrido';
  /** Price in centavos, a single price or a range; free when absent. */
  price?: { min: number; max?: number };
  /** Places are taken in advance on the (placeholder) ticket site, free or paid. */
  tickets?: boolean;
  /** A fixed place in the calendar instead of the generated one (e.g. a festival under way today). */
  schedule?: { offsetDays: number; durationDays: number };
  /** Local start time when the name implies one (a night run, a sunrise hike), e.g. [20, 0]. */
  startsAt?: [hour: number, minute: number];
}

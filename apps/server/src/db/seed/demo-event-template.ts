import type { CategoryKey } from '@eventos/domain';

/** One demo event before dates, ids and slugs are assigned. `venue` is a DemoVenue key or null (online). */
export interface DemoEventTemplate {
  category: CategoryKey;
  name: string;
  summary: string;
  description: string;
  venue: string | null;
  /** A fixed place in the calendar instead of the generated one (e.g. a festival under way today). */
  schedule?: { offsetDays: number; durationDays: number };
  /** Local start time when the name implies one (a night run, a sunrise hike), e.g. [20, 0]. */
  startsAt?: [hour: number, minute: number];
}

import { openStreetMapLinks, slugify, uniqueSlug } from '@eventos/domain';
import type { events, locations, profiles } from '../schema/index.ts';
import { demoEventFields } from './demo-event-fields.ts';
import type { DemoEventTemplate } from './demo-event-template.ts';
import { DEMO_EVENTS_PART_1 } from './demo-events-part-1.ts';
import { DEMO_EVENTS_PART_2 } from './demo-events-part-2.ts';
import { DEMO_EVENTS_PART_3 } from './demo-events-part-3.ts';
import { DEMO_EVENTS_PART_4 } from './demo-events-part-4.ts';
import { DEMO_ORGANIZERS } from './demo-organizers.ts';
import { demoSlot, offsetDaysFor } from './demo-schedule.ts';
import { DEMO_VENUES } from './demo-venues.ts';
import { mulberry32, type Random, randomInt } from './prng.ts';
import { stableUuid } from './stable-id.ts';

export type ProfileRow = typeof profiles.$inferInsert;
export type LocationRow = typeof locations.$inferInsert;
export type EventRow = Omit<typeof events.$inferInsert, 'id' | 'slug' | 'startDatetime'> & {
  id: string;
  slug: string;
  startDatetime: Date;
};

export interface DemoContent {
  profiles: ProfileRow[];
  locations: LocationRow[];
  events: EventRow[];
}

const SEED = 20_260_101;
const DRAFT_COUNT = 2;
const DAY = 86_400_000;

export const DEMO_EVENT_TEMPLATES: readonly DemoEventTemplate[] = [
  ...DEMO_EVENTS_PART_1,
  ...DEMO_EVENTS_PART_2,
  ...DEMO_EVENTS_PART_3,
  ...DEMO_EVENTS_PART_4,
];

const organizerId = (key: string) => stableUuid(`profile:${key}`);
export const venueId = (key: string) => stableUuid(`venue:${key}`);

/** Fisher–Yates on a copy. */
function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = randomInt(random, 0, i);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

function buildProfiles(now: Date): ProfileRow[] {
  return DEMO_ORGANIZERS.map((o, i) => {
    const createdAt = new Date(now.getTime() - (180 - i * 7) * DAY);
    createdAt.setUTCHours(12, 0, 0, 0);
    return {
      id: organizerId(o.key),
      username: o.username,
      firstName: o.firstName,
      lastName: o.lastName,
      role: o.role,
      status: 'active',
      language: 'pt-BR',
      createdAt,
      updatedAt: createdAt,
    };
  });
}

function buildLocations(): LocationRow[] {
  return DEMO_VENUES.map((v) => ({
    id: venueId(v.key),
    userId: organizerId(v.owner),
    name: v.name,
    postalCode: v.postalCode,
    address: v.address,
    number: v.number,
    city: v.city,
    state: v.state,
    country: 'Brasil',
    latitude: v.latitude,
    longitude: v.longitude,
    ...openStreetMapLinks(v.latitude, v.longitude),
    isPublic: v.isPublic,
  }));
}

function buildEvents(now: Date, random: Random): EventRow[] {
  const venues = new Map(DEMO_VENUES.map((v) => [v.key, v]));
  const order = shuffled(random, DEMO_EVENT_TEMPLATES);
  const taken = new Set<string>();
  const rows = DEMO_EVENT_TEMPLATES.map((template, index): EventRow => {
    const venue = template.venue ? venues.get(template.venue) : undefined;
    if (template.venue && !venue) throw new Error(`unknown demo venue ${template.venue}`);
    const owner = venue?.owner ?? DEMO_ORGANIZERS[index % DEMO_ORGANIZERS.length]?.key ?? 'ana';
    const offset = template.schedule?.offsetDays ?? offsetDaysFor(order.indexOf(template), order.length);
    const slot = demoSlot(random, now, {
      offsetDays: offset,
      durationDays: template.schedule?.durationDays,
      startsAt: template.startsAt,
    });
    const slug = uniqueSlug(slugify(template.name), (s) => taken.has(s));
    taken.add(slug);
    const past = slot.end.getTime() < now.getTime();
    return {
      id: stableUuid(`event:${index}`),
      slug,
      name: template.name,
      summary: template.summary,
      ...demoEventFields(template, slug),
      startDatetime: slot.start,
      endDatetime: slot.end,
      category: template.category,
      visibility: venue && !venue.isPublic ? 'private' : 'public',
      organizerId: organizerId(owner),
      locationId: venue ? venueId(venue.key) : null,
      imagePath: `events/${slug}.webp`,
      publishedAt: slot.createdAt,
      views: past ? randomInt(random, 80, 2400) : randomInt(random, 0, 600),
      createdAt: slot.createdAt,
      updatedAt: slot.createdAt,
    };
  });
  // The furthest public events are still being prepared: drafts, never published, never viewed.
  const latest = rows
    .filter((r) => r.visibility === 'public')
    .sort((a, b) => b.startDatetime.getTime() - a.startDatetime.getTime())
    .slice(0, DRAFT_COUNT);
  for (const draft of latest) {
    draft.publishedAt = null;
    draft.views = 0;
  }
  return rows;
}

/** The demo organisers, venues and events, the same for the same `now`. */
export function buildDemoContent(now: Date): DemoContent {
  const random = mulberry32(SEED);
  return { profiles: buildProfiles(now), locations: buildLocations(), events: buildEvents(now, random) };
}

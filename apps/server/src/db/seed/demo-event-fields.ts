import type { EventType } from '@eventos/domain';
import { renderDemoDescription } from './demo-description.ts';
import type { DemoEventTemplate } from './demo-event-template.ts';

/** Placeholder sites under a domain that cannot exist: the demo links lead nowhere real. */
export const DEMO_TICKETS_SITE = 'https://ingressos.eventos.demo';
export const DEMO_MEETING_SITE = 'https://meet.eventos.demo';

/**
 * The descriptive columns of a demo event (format, links, price, tags…) from its template and slug;
 * the event row they are spread into checks their types.
 */
export function demoEventFields(template: DemoEventTemplate, slug: string) {
  const eventType: EventType = template.venue ? (template.eventType ?? 'presencial') : 'online';
  return {
    subcategory: template.subcategory,
    description: renderDemoDescription(template.description, template.highlights),
    tags: [...template.tags],
    targetAudience: template.targetAudience ?? null,
    eventType,
    accessLink: eventType === 'presencial' ? null : `${DEMO_MEETING_SITE}/${slug}`,
    isPaid: Boolean(template.price),
    priceMinCents: template.price?.min ?? null,
    priceMaxCents: template.price?.max ?? null,
    requiresTickets: Boolean(template.tickets),
    ticketLink: template.tickets ? `${DEMO_TICKETS_SITE}/${slug}` : null,
  };
}

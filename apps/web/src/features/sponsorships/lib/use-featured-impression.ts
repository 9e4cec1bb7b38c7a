import { type RefObject, useEffect } from 'react';
import { sendCountBeacon } from './sponsor-beacon.ts';

/**
 * Counts one impression of a featured ("Patrocinado") card once per page view, when at least half
 * of it is on screen: POST /api/v1/events/{id}/featured-impression, as a beacon. Kept tiny: it
 * ships with /events and the landing page.
 */
export function useFeaturedImpression(node: RefObject<HTMLElement | null>, eventId: string): void {
  useEffect(() => {
    const element = node.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= 0.5)) return;
        observer.disconnect();
        sendCountBeacon(`/api/v1/events/${encodeURIComponent(eventId)}/featured-impression`);
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [node, eventId]);
}

import { EVENT_LIMITS } from '@eventos/domain';

/**
 * The tags after adding what was typed (split on commas): lower-case, no '#', no repeats.
 * Returns the message code instead when a tag is too short or long, or there would be too many.
 */
export function addTags(current: readonly string[], typed: string): { tags: string[] } | { error: string } {
  const fresh = typed
    .split(',')
    .map((tag) => tag.trim().replace(/^#+/, '').toLowerCase())
    .filter(Boolean);
  if (fresh.some((tag) => tag.length < EVENT_LIMITS.tag.min || tag.length > EVENT_LIMITS.tag.max))
    return { error: 'validation.event.tags.invalid' };
  const tags = [...new Set([...current, ...fresh])];
  if (tags.length > EVENT_LIMITS.tags.max) return { error: 'validation.event.tags.too_many' };
  return { tags };
}

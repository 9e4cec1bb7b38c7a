import { describe, expect, it } from 'vitest';
import {
  cancellableEvent,
  duplicateName,
  managedEventState,
  organizingBulkInputSchema,
} from './organizing-bulk.ts';

const ID = '7d1c2c55-8f8e-4a55-9d0b-3f5d6f3a0c11';
const now = new Date('2030-01-01T00:00:00Z');
const event = (o: Partial<Parameters<typeof managedEventState>[0]> = {}) => ({
  isDraft: false,
  cancelledAt: null,
  startDatetime: '2030-02-01T00:00:00Z',
  endDatetime: '2030-02-01T03:00:00Z',
  ...o,
});

describe('organising in bulk', () => {
  it('takes 1 to 50 uuids, folded to lower case without repeats', () => {
    expect(organizingBulkInputSchema.parse({ eventIds: [ID, ID.toUpperCase()] })).toEqual({ eventIds: [ID] });
    const codes = (eventIds: unknown) =>
      organizingBulkInputSchema.safeParse({ eventIds }).error?.issues.map((i) => i.message);
    expect(codes([])).toEqual(['validation.organizing_bulk.ids.empty']);
    expect(codes(Array.from({ length: 51 }, () => ID))).toEqual(['validation.organizing_bulk.ids.too_many']);
    expect(codes(['x'])).toEqual(['validation.organizing_bulk.ids.invalid']);
    expect(codes('x')).toEqual(['validation.organizing_bulk.ids.invalid']);
  });

  it('names a copy with the suffix, within the name limit', () => {
    expect(duplicateName('Sarau', 120)).toBe('Sarau (cópia)');
    const copy = duplicateName('a'.repeat(120), 120);
    expect(copy).toHaveLength(120);
    expect(copy.endsWith(' (cópia)')).toBe(true);
  });

  it('tells the state, and offers cancelling only for published events not started', () => {
    expect(managedEventState(event(), now)).toBe('published');
    expect(managedEventState(event({ isDraft: true }), now)).toBe('draft');
    expect(managedEventState(event({ cancelledAt: '2029-12-01T00:00:00Z' }), now)).toBe('cancelled');
    expect(managedEventState(event({ startDatetime: '2029-01-01T00:00:00Z', endDatetime: null }), now)).toBe(
      'past',
    );
    expect(cancellableEvent(event(), now)).toBe(true);
    expect(cancellableEvent(event({ isDraft: true }), now)).toBe(false);
    expect(cancellableEvent(event({ startDatetime: '2029-12-31T00:00:00Z' }), now)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { LEGAL_DOCUMENTS, PRIVACY_DATE, PRIVACY_VERSION, TERMS_DATE, TERMS_VERSION } from './legal.ts';

describe('legal document versions (spec §9)', () => {
  it.each([
    ['terms', TERMS_VERSION, TERMS_DATE, '1.0.0', '2024-03-20'],
    ['privacy', PRIVACY_VERSION, PRIVACY_DATE, '1.0.0', '2024-03-19'],
  ] as const)('%s is version %s of %s', (name, version, date, expectedVersion, expectedDate) => {
    expect(version).toBe(expectedVersion);
    expect(date).toBe(expectedDate);
    expect(LEGAL_DOCUMENTS[name]).toEqual({ version: expectedVersion, date: expectedDate });
  });
});

/** Versions and dates of the legal texts (spec §9); the pages show them, consents will record them. */
export const TERMS_VERSION = '1.0.0';
export const TERMS_DATE = '2024-03-20';
export const PRIVACY_VERSION = '1.0.0';
export const PRIVACY_DATE = '2024-03-19';

export const LEGAL_DOCUMENTS = {
  terms: { version: TERMS_VERSION, date: TERMS_DATE },
  privacy: { version: PRIVACY_VERSION, date: PRIVACY_DATE },
} as const;

export * from './auth.ts';
export * from './contact-messages.ts';
export * from './events.ts';
export * from './events-with-details.ts';
export * from './locations.ts';
export * from './profile-private.ts';
export * from './profiles.ts';
export * from './user-consents.ts';

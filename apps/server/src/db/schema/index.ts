export * from './contact-messages.ts';
export * from './events.ts';
export * from './events-with-details.ts';
export * from './locations.ts';
export * from './profiles.ts';

export * from './catalogue/api-messages.ts';
export * from './catalogue/categories.ts';
export * from './constants.ts';
export * from './rules/keyset-cursor.ts';
export * from './rules/slug.ts';
export * from './schemas/event-list.ts';
export * from './schemas/problem.ts';

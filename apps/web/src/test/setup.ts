import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initTestI18n } from './i18n.ts';

await initTestI18n();

// findBy…/waitFor give a page 5 s, not 1 s: a lazy page on a busy two-core machine takes longer to
// appear, and a test that waits for what the person would see should not fail for the machine.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no scrolling; ScrollRestoration calls it on navigation.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
});

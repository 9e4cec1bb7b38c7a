import { lazy } from 'react';

/** The bottom navigation's code; starting it early (see providers.tsx) saves a wait after the page shows. */
export const loadBottomNav = () => import('./bottom-nav.tsx');

/**
 * The bottom navigation, loaded on demand: phones only, and there for signed-in people and a
 * visitor's /events, so other first loads do not carry its tabs, entries and icons.
 */
export const LazyBottomNav = lazy(() => loadBottomNav().then((m) => ({ default: m.BottomNav })));

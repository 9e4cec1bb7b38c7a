import { lazy, Suspense } from 'react';
import type { CustomThemeSwitchProps } from './custom-theme-switch.tsx';

const ThemeControls = lazy(() => import('./theme-controls.tsx').then((m) => ({ default: m.ThemeControls })));

/**
 * The theme toggle and the custom-theme switch as the shell places them: their code (and the custom
 * theme's runtime) loads beside the first page, behind a placeholder the size of both. The
 * mode itself is on <html> before React mounts, so nothing waits for this to show the right colours.
 */
export function LazyThemeControls({ signedIn }: Pick<CustomThemeSwitchProps, 'signedIn'>) {
  return (
    <Suspense
      fallback={
        // Two button-sized slots, as the controls take (the switch shows unless the server said no theme).
        <>
          <span aria-hidden="true" className="inline-block size-11 shrink-0" />
          <span aria-hidden="true" className="inline-block size-11 shrink-0" />
        </>
      }
    >
      <ThemeControls signedIn={signedIn} />
    </Suspense>
  );
}

import { lazy, Suspense } from 'react';
import type { CustomThemeSwitchProps } from './custom-theme-switch.tsx';

const CustomThemeSwitch = lazy(() =>
  import('./custom-theme-switch.tsx').then((m) => ({ default: m.CustomThemeSwitch })),
);

/** The custom-theme switch as the shell places it: its code and the runtime load apart from the first page. */
export function LazyCustomThemeSwitch(props: CustomThemeSwitchProps) {
  return (
    <Suspense fallback={null}>
      <CustomThemeSwitch {...props} />
    </Suspense>
  );
}

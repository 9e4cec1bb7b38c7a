import { CustomThemeSwitch, type CustomThemeSwitchProps } from './custom-theme-switch.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

/** The theme mode toggle and, beside it, the custom-theme switch. */
export function ThemeControls({ signedIn }: Pick<CustomThemeSwitchProps, 'signedIn'>) {
  return (
    <>
      <ThemeToggle />
      <CustomThemeSwitch signedIn={signedIn} />
    </>
  );
}

import { Palette } from 'lucide-react';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';
import {
  getCustomThemeState,
  setCustomThemeEnabled,
  setCustomThemeSession,
  subscribeCustomTheme,
} from '../../../lib/theme/custom-theme-runtime.ts';
import { buttonClasses } from '../../../ui/button.tsx';

export interface CustomThemeSwitchProps {
  /** Signed in (true), a visitor (false) or not known yet (null: the last visit's hint stays). */
  signedIn: boolean | null;
  className?: string;
}

/**
 * The custom-theme switch beside the theme toggle (spec §1, §5): an icon button with role="switch".
 * It shows only while there may be a theme to apply (hidden once the server said there is none),
 * and it tells the custom-theme runtime who is using the app, so a sign-in or sign-out asks again.
 */
export function CustomThemeSwitch({ signedIn, className }: CustomThemeSwitchProps) {
  const { t } = useTranslation('preferences');
  const { enabled, available } = useSyncExternalStore(
    subscribeCustomTheme,
    getCustomThemeState,
    getCustomThemeState,
  );

  useEffect(() => {
    if (signedIn !== null) setCustomThemeSession(signedIn);
  }, [signedIn]);

  if (available === false) return null;
  const label = t('customTheme.label');
  const state = t(enabled ? 'customTheme.on' : 'customTheme.off');
  return (
    <button
      type="button"
      role="switch"
      aria-checked={enabled}
      aria-label={label}
      title={`${label}: ${state}`}
      onClick={() => setCustomThemeEnabled(!enabled)}
      data-testid="custom-theme-switch"
      className={buttonClasses('ghost', 'icon', cn(enabled && 'bg-primary/12 text-primary', className))}
    >
      <Palette aria-hidden="true" className="size-5" />
    </button>
  );
}

import type { ThemeMode } from '@eventos/domain';
import { Moon, SunMedium, SunMoon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useThemeMode } from '../../../lib/theme/use-theme-mode.ts';
import { Button } from '../../../ui/button.tsx';

const ICONS: Record<ThemeMode, typeof Moon> = { light: SunMedium, dark: Moon, system: SunMoon };

/** Icon button that cycles the theme mode light → dark → system → light; its label names the current mode. */
export function ThemeToggle({ className }: { className?: string }) {
  const { t } = useTranslation('preferences');
  const { mode, cycle } = useThemeMode();
  const Icon = ICONS[mode];
  const label = t('theme.toggle', { mode: t(`theme.modes.${mode}`) });

  return (
    <Button
      variant="ghost"
      size="icon"
      className={className}
      onClick={() => cycle()}
      aria-label={label}
      title={label}
      data-theme-mode={mode}
      data-testid="theme-toggle"
    >
      <Icon aria-hidden="true" className="size-5" />
    </Button>
  );
}

import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../ui/button.tsx';
import { SettingsSection } from './settings-section.tsx';

const KNOWN = ['credential', 'google', 'apple'] as const;

/** How the user can sign in (me.providers) and, with a password, the way to change it. */
export function SignInMethodsSection({ providers }: { providers: readonly string[] }) {
  const { t } = useTranslation('profile');
  const label = (provider: string) =>
    (KNOWN as readonly string[]).includes(provider) ? t(`methods.${provider}`) : provider;

  return (
    <SettingsSection id="methods-title" title={t('methods.title')} description={t('methods.lead')}>
      {providers.length ? (
        <ul className="flex flex-wrap gap-2">
          {providers.map((provider) => (
            <li
              key={provider}
              className="rounded-full border border-outline-variant bg-surface-variant px-3 py-1 text-on-surface-variant text-sm"
            >
              {label(provider)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-on-surface-variant text-sm">{t('methods.none')}</p>
      )}
      {providers.includes('credential') ? (
        <div>
          <Link to="/change-password" className={buttonClasses('outline')}>
            <KeyRound aria-hidden="true" className="size-4" />
            {t('methods.changePassword')}
          </Link>
        </div>
      ) : null}
    </SettingsSection>
  );
}

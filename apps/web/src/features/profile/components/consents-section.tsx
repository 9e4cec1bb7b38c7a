import { CONSENT_TYPES, type ConsentType, CURRENT_CONSENT_VERSIONS } from '@eventos/domain';
import { Check, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SettingsSection } from './settings-section.tsx';

const PAGE: Record<ConsentType, string> = { terms: '/terms', privacy: '/privacy' };

/** The documents the user accepted (current versions) and those still pending. */
export function ConsentsSection({ pending }: { pending: readonly ConsentType[] }) {
  const { t } = useTranslation('profile');
  return (
    <SettingsSection id="consents-title" title={t('consents.title')} description={t('consents.lead')}>
      <ul className="flex flex-col gap-3">
        {CONSENT_TYPES.map((type) => {
          const accepted = !pending.includes(type);
          const version = CURRENT_CONSENT_VERSIONS[type];
          return (
            <li key={type} className="flex items-start gap-2">
              {accepted ? (
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
              ) : (
                <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning" />
              )}
              <p className="text-on-surface">
                <Link to={PAGE[type]} className="font-medium text-primary hover:underline">
                  {t(`consents.${type}`)}
                </Link>{' '}
                <span className="text-on-surface-variant text-sm">
                  {accepted ? t('consents.accepted', { version }) : t('consents.pending', { version })}
                </span>
              </p>
            </li>
          );
        })}
      </ul>
    </SettingsSection>
  );
}

import { Languages } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { autonym, DEFAULT_LANGUAGE, isLanguage, LANGUAGES } from '../../lib/i18n/languages.ts';

/**
 * Picks the interface language; each option is written in its own language. On phones only the
 * icon shows (the select keeps its full size for touch), from tablet width the language name too.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('layout');
  const id = useId();
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;

  return (
    <div className="relative flex shrink-0 items-center">
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <Languages
        aria-hidden="true"
        className="pointer-events-none absolute start-3.5 size-4 text-on-surface-variant tablet:start-3"
      />
      <select
        id={id}
        value={current}
        onChange={(event) => void i18n.changeLanguage(event.target.value)}
        className="min-h-11 w-11 cursor-pointer appearance-none overflow-hidden rounded-full border border-outline-variant bg-surface ps-11 text-on-surface text-sm hover:border-outline focus-visible:outline-2 focus-visible:outline-primary focus-visible:outline-offset-2 tablet:w-auto tablet:ps-9 tablet:pe-4"
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {autonym(language)}
          </option>
        ))}
      </select>
    </div>
  );
}

import type { Language } from '@eventos/domain';
import { useTranslation } from 'react-i18next';
import { autonym, LANGUAGES } from '../../../lib/i18n/languages.ts';
import { controlClasses } from '../../../ui/field-styles.ts';

/** The interface language, each option written in its own language. */
export function LanguageField({ value, onChange }: { value: Language; onChange: (value: Language) => void }) {
  const { t } = useTranslation('profile');
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor="profile-language" className="font-medium text-on-surface text-sm">
        {t('fields.language')}
      </label>
      <select
        id="profile-language"
        name="language"
        value={value}
        onChange={(event) => onChange(event.target.value as Language)}
        className={controlClasses(false)}
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

import { failingContrastPairs } from '@eventos/domain';
import { useTranslation } from 'react-i18next';
import type { ThemeFormPalette } from '../lib/theme-form-values.ts';

/**
 * The WCAG AA notice of the mode in view (spec §5): each warned pair under 4.5:1 with its ratio.
 * It only informs: saving stays allowed. The live region is always there so changes are read.
 */
export function ThemeContrastNotice({ palette }: { palette: ThemeFormPalette }) {
  const { t, i18n } = useTranslation('themes');
  const problems = failingContrastPairs(palette);
  const ratio = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (
    <div role="status">
      {problems.length > 0 ? (
        <div className="flex flex-col gap-2 rounded-xl border border-warning bg-warning-container p-4 text-on-warning-container">
          <p className="font-semibold">{t('form.contrast.title')}</p>
          <p className="text-sm">{t('form.contrast.lead')}</p>
          <ul className="flex list-disc flex-col gap-1 ps-5 text-sm">
            {problems.map((problem) => (
              <li key={`${problem.background}/${problem.foreground}`}>
                <span dir="ltr">
                  {problem.background} / {problem.foreground}: {ratio.format(problem.ratio)}:1
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

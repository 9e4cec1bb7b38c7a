import { CATEGORY_KEYS } from '@eventos/domain';
import { useTranslation } from 'react-i18next';

/** The twelve event categories, to show the range of what happens on Eventos. */
export function CategoryList() {
  const { t } = useTranslation(['home', 'categories']);
  return (
    <section aria-labelledby="home-categories" className="flex flex-col gap-5">
      <h2 id="home-categories" className="font-bold text-2xl text-on-background tracking-tight">
        {t('categoriesTitle')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 tablet:grid-cols-3 wide:grid-cols-4">
        {CATEGORY_KEYS.map((key) => (
          <li
            key={key}
            className="flex min-h-11 items-center rounded-2xl border border-outline-variant bg-surface px-4 py-3 font-medium text-on-surface text-sm"
          >
            {t(key, { ns: 'categories' })}
          </li>
        ))}
      </ul>
    </section>
  );
}

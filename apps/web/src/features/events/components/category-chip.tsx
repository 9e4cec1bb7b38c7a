import { displayCategory } from '@eventos/domain';
import { useTranslation } from 'react-i18next';

/** The translated category; legacy keys show as their current category. */
export function CategoryChip({ category }: { category: string }) {
  const { t } = useTranslation('categories');
  return (
    <span className="inline-flex items-center rounded-full bg-primary-container px-2.5 py-1 font-medium text-on-primary-container text-xs">
      {t(displayCategory(category))}
    </span>
  );
}

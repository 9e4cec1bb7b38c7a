import type { Theme } from '@eventos/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/button.tsx';
import { SwitchField } from '../../../../ui/switch.tsx';
import { themePeriod } from '../lib/theme-period.ts';

interface ThemeRowProps {
  theme: Theme;
  busy: boolean;
  onToggleActive: (isActive: boolean) => void;
  onToggleSelected: (selected: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One theme of the list: name, period, priority, status switch, selection, edit and delete. */
export function ThemeRow({ theme, busy, onToggleActive, onToggleSelected, onEdit, onDelete }: ThemeRowProps) {
  const { t, i18n } = useTranslation('themes');
  const period = themePeriod(theme, i18n.language);
  const cell = 'px-3 py-3 align-middle';
  return (
    <tr className="border-outline-variant border-t">
      <th scope="row" className={`${cell} text-start font-medium text-on-surface`}>
        <span className="flex flex-col gap-1">
          <span className="break-words">{theme.name}</span>
          {theme.isSelected ? (
            <span className="w-fit rounded-full bg-primary-container px-2 py-0.5 font-medium text-on-primary-container text-xs">
              {t('list.selected')}
            </span>
          ) : null}
        </span>
      </th>
      <td className={`${cell} whitespace-nowrap text-on-surface-variant`}>
        {t(`list.period.${period.kind}`, period)}
      </td>
      <td className={`${cell} text-on-surface tabular-nums`}>{theme.priority}</td>
      <td className={cell}>
        <SwitchField
          label={theme.isActive ? t('list.active') : t('list.inactive')}
          checked={theme.isActive}
          onCheckedChange={onToggleActive}
          busy={busy}
        />
      </td>
      <td className={cell}>
        <div className="flex flex-wrap justify-end gap-1">
          <Button
            size="compact"
            variant="outline"
            onClick={() => onToggleSelected(!theme.isSelected)}
            disabled={busy}
            aria-label={t(theme.isSelected ? 'list.unselectNamed' : 'list.selectNamed', { name: theme.name })}
          >
            {theme.isSelected ? t('list.unselect') : t('list.select')}
          </Button>
          <Button
            size="compact"
            variant="ghost"
            onClick={onEdit}
            aria-label={t('list.editNamed', { name: theme.name })}
          >
            {t('list.edit')}
          </Button>
          <Button
            size="compact"
            variant="ghost"
            onClick={onDelete}
            aria-label={t('list.deleteNamed', { name: theme.name })}
          >
            {t('list.delete')}
          </Button>
        </div>
      </td>
    </tr>
  );
}

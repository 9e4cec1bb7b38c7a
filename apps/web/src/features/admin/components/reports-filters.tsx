import { REPORT_TARGET_TYPES, type ReportState, type ReportTargetType } from '@eventos/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClasses } from '../../../ui/field-styles.ts';
import { RESOLVED_STATES } from '../lib/reports-search.ts';

interface ReportsFiltersProps {
  status: ReportState;
  targetType: ReportTargetType | null;
  onChange: (next: { status: ReportState; targetType: ReportTargetType | null }) => void;
}

/** "Tipo" (Todos, Eventos, Comentários, Grupos, Perfis) and, for decided reports, how they went. */
export function ReportsFilters({ status, targetType, onChange }: ReportsFiltersProps) {
  const { t } = useTranslation('admin');
  const typeId = useId();
  const stateId = useId();
  return (
    <div className="flex flex-col gap-3 tablet:flex-row">
      <div className="flex flex-col gap-1.5 tablet:w-56">
        <label htmlFor={typeId} className="font-medium text-on-surface text-sm">
          {t('reports.typeFilter')}
        </label>
        <select
          id={typeId}
          value={targetType ?? ''}
          onChange={(event) =>
            onChange({ status, targetType: (event.target.value || null) as ReportTargetType | null })
          }
          className={controlClasses(false)}
        >
          <option value="">{t('reports.types.all')}</option>
          {REPORT_TARGET_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`reports.types.${type}`)}
            </option>
          ))}
        </select>
      </div>
      {status === 'open' ? null : (
        <div className="flex flex-col gap-1.5 tablet:w-56">
          <label htmlFor={stateId} className="font-medium text-on-surface text-sm">
            {t('reports.stateFilter')}
          </label>
          <select
            id={stateId}
            value={status}
            onChange={(event) => onChange({ status: event.target.value as ReportState, targetType })}
            className={controlClasses(false)}
          >
            {RESOLVED_STATES.map((state) => (
              <option key={state} value={state}>
                {t(`reports.states.${state}`)}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}

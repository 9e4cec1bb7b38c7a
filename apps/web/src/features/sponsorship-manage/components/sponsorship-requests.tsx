import { SPONSORSHIP_STATES, type Sponsorship, type SponsorshipState } from '@eventos/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClasses } from '../../../ui/field-styles.ts';
import type { Decision } from '../api/sponsorship-decision.ts';
import { DecisionDialog } from './decision-dialog.tsx';
import { SponsorshipRequestGroup } from './sponsorship-request-group.tsx';

type Filter = Exclude<SponsorshipState, 'requested'> | 'all';
const FILTERS: readonly Filter[] = [
  'all',
  ...SPONSORSHIP_STATES.filter((s) => s !== 'requested'),
] as Filter[];

/**
 * The requests: those waiting for the organiser first ('Aguardando você'), then the others, which
 * can be narrowed to one state. Accepting or declining opens a dialog for an optional note.
 */
export function SponsorshipRequests({ eventId }: { eventId: string }) {
  const { t } = useTranslation('sponsorshipManage');
  const id = useId();
  const [filter, setFilter] = useState<Filter>('all');
  const [deciding, setDeciding] = useState<{ sponsorship: Sponsorship; decision: Decision } | null>(null);
  const decide = (sponsorship: Sponsorship, decision: Decision) => setDeciding({ sponsorship, decision });

  return (
    <div className="flex flex-col gap-6">
      <SponsorshipRequestGroup
        eventId={eventId}
        state="requested"
        heading={<h3 className="font-semibold text-lg text-on-surface">{t('requests.waiting')}</h3>}
        empty={t('requests.emptyWaiting')}
        onDecide={decide}
      />
      <SponsorshipRequestGroup
        eventId={eventId}
        state={filter}
        hide="requested"
        heading={
          <div className="flex flex-wrap items-end justify-between gap-2">
            <h3 className="font-semibold text-lg text-on-surface">{t('requests.others')}</h3>
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-filter`} className="font-medium text-on-surface text-sm">
                {t('requests.filter')}
              </label>
              <select
                id={`${id}-filter`}
                value={filter}
                onChange={(event) => setFilter(event.target.value as Filter)}
                className={controlClasses(false)}
              >
                {FILTERS.map((state) => (
                  <option key={state} value={state}>
                    {state === 'all' ? t('requests.filterAll') : t(`states.${state}`)}
                  </option>
                ))}
              </select>
            </div>
          </div>
        }
        empty={t('requests.empty')}
        onDecide={decide}
      />
      {deciding ? (
        <DecisionDialog
          sponsorship={deciding.sponsorship}
          decision={deciding.decision}
          onClose={() => setDeciding(null)}
        />
      ) : null}
    </div>
  );
}

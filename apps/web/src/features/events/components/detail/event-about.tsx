import type { EventDetail } from '@eventos/domain';
import { Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EventDescription } from './event-description.tsx';

/** Summary, description, audience, tags and how many people viewed the event. */
export function EventAbout({ event }: { event: EventDetail }) {
  const { t, i18n } = useTranslation('eventDetails');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const hasText = Boolean(event.summary?.trim() || event.description?.trim());

  return (
    <section aria-labelledby="event-about-title" className="flex flex-col gap-4">
      <h2 id="event-about-title" className="font-semibold text-on-background text-xl">
        {t('about.title')}
      </h2>
      {hasText ? (
        <>
          {event.summary?.trim() ? (
            <p dir="auto" className="max-w-prose text-lg text-on-surface-variant">
              {event.summary}
            </p>
          ) : null}
          {event.description ? <EventDescription html={event.description} /> : null}
        </>
      ) : null}
      <dl className="flex flex-col gap-3 text-sm">
        {event.targetAudience?.trim() ? (
          <div>
            <dt className="font-medium text-on-surface">{t('about.audience')}</dt>
            <dd dir="auto" className="text-on-surface-variant">
              {event.targetAudience}
            </dd>
          </div>
        ) : null}
        {event.tags.length > 0 ? (
          <div className="flex flex-col gap-1.5">
            <dt className="font-medium text-on-surface">{t('about.tags')}</dt>
            <dd>
              <ul className="flex flex-wrap gap-1.5">
                {event.tags.map((tag) => (
                  <li
                    key={tag}
                    dir="auto"
                    className="rounded-full bg-secondary-container px-2.5 py-1 text-on-secondary-container text-xs"
                  >
                    #{tag}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
        <div className="flex items-center gap-1.5 text-on-surface-variant">
          <dt className="flex items-center gap-1.5">
            <Eye aria-hidden="true" className="size-4" />
            {t('about.views')}:
          </dt>
          <dd className="font-medium">{event.views.toLocaleString(language)}</dd>
        </div>
      </dl>
    </section>
  );
}

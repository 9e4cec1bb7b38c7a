import { isInternalPath, type ReportedContent } from '@eventos/domain';
import { ExternalLink } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn.ts';
import { buttonClasses } from '../../../ui/button.tsx';
import { ReportsBadges } from './reports-badges.tsx';
import { ReportsPersonLink } from './reports-person-link.tsx';

/** Longer texts start clamped, with "ver mais". */
const CLAMP_FROM = 240;

/**
 * What was reported, as text only: its title, its text (clamped, "ver mais"), who wrote it (a link
 * to the profile), "Abrir" to where it lives, and what was already done to it.
 */
export function ReportsContent({ content }: { content: ReportedContent }) {
  const { t } = useTranslation('admin');
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  const long = (content.text?.length ?? 0) > CLAMP_FROM || (content.text?.split('\n').length ?? 0) > 4;
  const gone = !content.title && !content.text && !content.path;

  return (
    <div className="flex flex-col gap-2 rounded-xl bg-surface-variant/50 p-4">
      {content.title ? (
        <p dir="auto" className="break-words font-semibold text-on-surface">
          {content.title}
        </p>
      ) : null}
      {content.text ? (
        <p
          id={textId}
          dir="auto"
          className={cn(
            'whitespace-pre-line break-words text-on-surface',
            long && !expanded && 'line-clamp-4',
          )}
        >
          {content.text}
        </p>
      ) : null}
      {long ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={textId}
          onClick={() => setExpanded((v) => !v)}
          className="min-h-11 self-start font-medium text-primary text-sm underline-offset-4 hover:underline"
        >
          {expanded ? t('reports.less') : t('reports.more')}
        </button>
      ) : null}
      {gone ? <p className="text-on-surface-variant text-sm italic">{t('reports.gone')}</p> : null}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        {content.author || !gone ? (
          <span className="text-on-surface-variant">
            {t('reports.author')}{' '}
            <ReportsPersonLink person={content.author} gone={t('reports.accountGone')} />
          </span>
        ) : null}
        {isInternalPath(content.path) ? (
          <Link to={content.path} className={cn(buttonClasses('outline', 'compact'), 'ms-auto')}>
            <ExternalLink aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            {t('reports.open')}
          </Link>
        ) : null}
      </div>
      <ReportsBadges content={content} />
    </div>
  );
}

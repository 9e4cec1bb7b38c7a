import { shareDraftQuery, shareSearchText, shareTargetIntent } from '@eventos/domain';
import { Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { usePageMeta } from '../../../lib/seo/use-page-meta.ts';
import { buttonClasses } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';

/** The query of the manifest's share_target (GET /share-target?title=&text=&url=). */
function sharedOf(params: URLSearchParams) {
  return {
    title: params.get('title') ?? undefined,
    text: params.get('text') ?? undefined,
    url: params.get('url') ?? undefined,
  };
}

/**
 * /share-target — what another app shared with the installed app. A link to one of our event, group
 * or person pages opens that page; anything else is shown as text, with a search for it and a new
 * event started from it (signing in first when needed, through the page's own guard).
 */
export function ShareTargetPage() {
  const [params] = useSearchParams();
  const intent = shareTargetIntent(sharedOf(params), window.location.origin);
  if (intent.kind === 'internal') return <Navigate to={intent.path} replace />;
  return <SharedContent {...intent} />;
}

function SharedContent({ title, text, url }: { title: string; text: string; url: string }) {
  const { t } = useTranslation('appLinks');
  usePageMeta(t('share.title'), t('share.description'));
  const query = shareSearchText({ title, text });
  const searchPath = query ? `/events?${new URLSearchParams({ q: query })}` : '/events';
  const draft = shareDraftQuery({ title, text, url });
  const createPath = draft ? `/events/create?${draft}` : '/events/create';
  const fields = [
    { key: 'sharedTitle', value: title },
    { key: 'sharedText', value: text },
    { key: 'sharedUrl', value: url },
  ].filter((field) => field.value);

  return (
    <section aria-labelledby="share-title" className="mx-auto flex w-full max-w-xl flex-col gap-5 py-6">
      <header className="flex flex-col items-center gap-3 text-center">
        <Share2 aria-hidden="true" className="size-10 text-primary" />
        <h1 id="share-title" className="font-bold text-2xl text-on-background tracking-tight">
          {t('share.title')}
        </h1>
        <p className="text-on-surface-variant">{t('share.lead')}</p>
      </header>
      <Card className="p-4">
        {fields.length > 0 ? (
          <dl className="flex flex-col gap-3">
            {fields.map((field) => (
              <div key={field.key} className="flex flex-col gap-0.5">
                <dt className="font-medium text-on-surface-variant text-xs uppercase">
                  {t(`share.${field.key}`)}
                </dt>
                <dd className="line-clamp-12 whitespace-pre-line break-words text-on-surface">
                  {field.value}
                </dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="text-on-surface-variant">{t('share.empty')}</p>
        )}
      </Card>
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Link to={searchPath} className={buttonClasses('outline')}>
          {t('share.search')}
        </Link>
        <Link to={createPath} className={buttonClasses('primary')}>
          {t('share.create')}
        </Link>
      </div>
    </section>
  );
}

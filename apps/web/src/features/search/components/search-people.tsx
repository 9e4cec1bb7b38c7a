import { LogIn } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isSignedIn, useSession } from '../../../lib/session/session-context.tsx';
import { buttonClasses } from '../../../ui/button.tsx';
import { signInHref } from '../../groups/lib/group-links.ts';

// The results check every answer against the shared schemas: a visitor's search never loads them.
const SearchPeopleResults = lazy(async () => ({
  default: (await import('./search-people-results.tsx')).SearchPeopleResults,
}));

/**
 * "Pessoas" beside the groups and events found: people search is for signed-in people; a visitor is
 * asked to sign in, and comes back to the same search.
 */
export function SearchPeople({ q }: { q: string }) {
  const { t } = useTranslation(['people', 'common']);
  const session = useSession();
  const location = useLocation();
  return (
    <section aria-labelledby="search-people-title" className="flex flex-col gap-3">
      <h2 id="search-people-title" className="font-semibold text-on-background text-xl">
        {t('search.title')}
      </h2>
      {isSignedIn(session) ? (
        <Suspense
          fallback={
            <div role="status" className="h-20 animate-pulse rounded-2xl bg-surface-variant">
              <span className="sr-only">{t('common:loading')}</span>
            </div>
          }
        >
          <SearchPeopleResults q={q} />
        </Suspense>
      ) : session.status === 'loading' ? null : (
        <div className="flex flex-wrap items-center gap-3 rounded-2xl bg-surface-variant p-4">
          <p className="text-on-surface-variant text-sm">{t('search.signIn')}</p>
          <Link
            to={signInHref(`${location.pathname}${location.search}`)}
            className={buttonClasses('outline', 'compact')}
          >
            <LogIn aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            {t('search.signInAction')}
          </Link>
        </div>
      )}
    </section>
  );
}

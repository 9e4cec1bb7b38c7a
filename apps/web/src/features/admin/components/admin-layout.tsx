import { normalizePath } from '@eventos/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { cn } from '../../../lib/cn.ts';
import { useSession } from '../../../lib/session/session-context.tsx';
import { adminPagesFor } from '../lib/admin-pages.ts';

/**
 * The frame of every /admin page: the area's name and a row of tabs, one per built admin page
 * (scrolls sideways on a phone), above the page. A moderator's row holds only the reports queue.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin');
  const current = normalizePath(useLocation().pathname);
  const session = useSession();
  const pages = adminPagesFor(session.status === 'authenticated' ? session.role : null);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3">
        <p className="font-medium text-on-surface-variant text-sm">{t('area')}</p>
        <nav aria-label={t('nav.label')} className="-mx-1 overflow-x-auto">
          <ul className="flex gap-1 px-1 pb-1">
            {pages.map((page) => {
              const active = current === page.path;
              const Icon = page.icon;
              return (
                <li key={page.path} className="shrink-0">
                  <Link
                    to={page.path}
                    aria-current={active ? 'page' : undefined}
                    className={cn(
                      'flex min-h-11 items-center gap-2 rounded-full px-4 font-medium text-sm focus-visible:outline-2 focus-visible:outline-primary focus-visible:outline-offset-2',
                      active
                        ? 'bg-primary-container text-on-primary-container'
                        : 'text-on-surface-variant hover:bg-on-surface/8',
                    )}
                  >
                    <Icon aria-hidden="true" className="size-4" />
                    {t(`pages.${page.label}`)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
      {children}
    </div>
  );
}

import { isPageBuilt } from '@eventos/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The site's own pages; each label is a key of the `layout` namespace under `footer`. */
const FOOTER_LINKS = [
  { to: '/about', label: 'about' },
  { to: '/help', label: 'help' },
  { to: '/contact', label: 'contact' },
  { to: '/terms', label: 'terms' },
  { to: '/privacy', label: 'privacy' },
  { to: '/cookies', label: 'cookies' },
] as const;

/**
 * Links to about, help, contact and the legal texts under every page, so a visitor (who has no
 * menu) reaches them too. Only pages that exist are linked.
 */
export function SiteFooter({ withBottomNav }: { withBottomNav: boolean }) {
  const { t } = useTranslation('layout');
  return (
    <footer
      className={
        withBottomNav
          ? 'px-4 pt-4 pb-[calc(4.5rem+env(safe-area-inset-bottom)+1rem)]'
          : 'px-4 pt-4 pb-[calc(env(safe-area-inset-bottom)+1rem)]'
      }
    >
      <nav
        aria-label={t('footer.label')}
        className="mx-auto max-w-6xl border-outline-variant/60 border-t pt-2"
      >
        <ul className="flex flex-wrap justify-center gap-x-4">
          {FOOTER_LINKS.filter((link) => isPageBuilt(link.to)).map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="inline-flex min-h-11 items-center rounded-full px-2 text-on-surface-variant text-sm underline-offset-4 hover:text-on-surface hover:underline focus-visible:outline-2 focus-visible:outline-primary"
              >
                {t(`footer.${link.label}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  );
}

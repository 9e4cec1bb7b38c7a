import { isPageBuilt } from '@eventos/domain';
import { ChevronRight, ExternalLink, KeyRound, Pencil, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** One link; none while its page is not built (the domain's BUILT_PAGES). */
function Row({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  if (!isPageBuilt(to)) return null;
  return (
    <li>
      <Link
        to={to}
        className="flex min-h-14 items-center gap-3 px-4 py-3 text-on-surface hover:bg-on-surface/8 focus-visible:outline-2 focus-visible:outline-primary focus-visible:outline-offset-[-2px]"
      >
        <span aria-hidden="true" className="text-primary">
          {icon}
        </span>
        <span className="flex-1 text-start">{children}</span>
        <ChevronRight aria-hidden="true" className="size-4 text-on-surface-variant rtl:rotate-180" />
      </Link>
    </li>
  );
}

/** Where to go from /profile: edit, security and privacy, password, the public page. */
export function AccountLinks({ username, hasPassword }: { username: string | null; hasPassword: boolean }) {
  const { t } = useTranslation('profile');
  return (
    <nav aria-label={t('profile.linksLabel')}>
      <ul className="divide-y divide-outline-variant overflow-hidden rounded-2xl border border-outline-variant bg-surface">
        <Row to="/profile/edit" icon={<Pencil className="size-5" />}>
          {t('profile.links.edit')}
        </Row>
        <Row to="/security-privacy" icon={<ShieldCheck className="size-5" />}>
          {t('profile.links.security')}
        </Row>
        {hasPassword ? (
          <Row to="/change-password" icon={<KeyRound className="size-5" />}>
            {t('profile.links.password')}
          </Row>
        ) : null}
        {username ? (
          <Row to={`/user/${encodeURIComponent(username)}`} icon={<ExternalLink className="size-5" />}>
            {t('profile.links.public')}
          </Row>
        ) : null}
      </ul>
    </nav>
  );
}

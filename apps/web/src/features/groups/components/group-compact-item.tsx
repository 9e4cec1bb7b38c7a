import type { GroupCard as Group } from '@eventos/domain';
import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { groupPageHref } from '../lib/group-links.ts';
import { useFormatCount } from '../lib/use-format-count.ts';
import { GroupLogo } from './group-logo.tsx';

/** A group on one row (logo, name, city and members): search results, where space is short. */
export function GroupCompactItem({ group }: { group: Group }) {
  const { t } = useTranslation(['groups', 'categories']);
  const count = useFormatCount();
  const facts = [
    group.city,
    t('counts.members', { count: group.counts.members, n: count(group.counts.members) }),
  ].filter(Boolean);
  return (
    <Link
      to={groupPageHref(group.slug)}
      className="flex min-h-16 items-center gap-3 rounded-2xl border border-outline-variant bg-surface p-3 transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-primary focus-visible:outline-offset-2"
    >
      <GroupLogo name={group.name} logoUrl={group.logoUrl} size="sm" className="border-0" />
      <span className="flex min-w-0 flex-col">
        <span className="flex min-w-0 items-center gap-1.5">
          <span dir="auto" className="truncate font-semibold text-on-surface">
            {group.name}
          </span>
          {group.visibility === 'private' ? (
            <>
              <Lock aria-hidden="true" className="size-3.5 shrink-0 text-on-surface-variant" />
              <span className="sr-only">{t('visibility.private')}</span>
            </>
          ) : null}
        </span>
        <span dir="auto" className="truncate text-on-surface-variant text-sm">
          {facts.join(' · ')}
        </span>
      </span>
    </Link>
  );
}

import type { GroupDetail } from '@eventos/domain';
import { CalendarDays, MapPin, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CategoryChip } from '../../events/components/category-chip.tsx';
import { groupFollowersHref } from '../lib/group-links.ts';
import { useFormatCount } from '../lib/use-format-count.ts';
import { GroupCover } from './group-cover.tsx';
import { GroupLogo } from './group-logo.tsx';
import { VisibilityBadge } from './private-group-badge.tsx';

/** Cover, logo, name, category, visibility, city and the counts (followers lead to their list). */
export function GroupHeader({ group }: { group: GroupDetail }) {
  const { t } = useTranslation(['groups', 'categories']);
  const count = useFormatCount();
  const { members, followers, upcomingEvents } = group.counts;

  return (
    <header className="flex flex-col">
      <GroupCover coverUrl={group.coverUrl} variant="banner" />
      {/* Only the logo overlaps the cover: the name never sits on the picture. */}
      <div className="flex flex-col gap-3 tablet:flex-row tablet:items-start tablet:gap-5">
        <GroupLogo
          name={group.name}
          logoUrl={group.logoUrl}
          size="lg"
          alt={t('detail.logo', { name: group.name })}
          className="-mt-12 ms-4 tablet:-mt-14 tablet:ms-6"
        />
        <div className="flex min-w-0 flex-col gap-2 tablet:pt-4">
          <h1
            id="group-title"
            dir="auto"
            className="text-balance break-words font-bold text-3xl text-on-background tracking-tight tablet:text-4xl"
          >
            {group.name}
          </h1>
          <div className="flex flex-wrap items-center gap-2">
            <CategoryChip category={group.category} />
            <VisibilityBadge visibility={group.visibility} />
            {group.city ? (
              <span className="flex items-center gap-1 text-on-surface-variant text-sm">
                <MapPin aria-hidden="true" className="size-4 shrink-0" />
                <span dir="auto">{group.city}</span>
              </span>
            ) : null}
          </div>
        </div>
      </div>
      <ul
        aria-label={t('counts.label')}
        className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-1 text-on-surface-variant text-sm"
      >
        <li className="flex items-center gap-1.5">
          <UsersRound aria-hidden="true" className="size-4 shrink-0" />
          {t('counts.members', { count: members, n: count(members) })}
        </li>
        <li>
          <Link
            to={groupFollowersHref(group.slug)}
            className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline"
          >
            {t('counts.followers', { count: followers, n: count(followers) })}
          </Link>
        </li>
        <li className="flex items-center gap-1.5">
          <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
          {t('counts.upcomingEvents', { count: upcomingEvents, n: count(upcomingEvents) })}
        </li>
      </ul>
    </header>
  );
}

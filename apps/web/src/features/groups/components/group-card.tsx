import type { GroupCard as Group } from '@eventos/domain';
import { MapPin, UsersRound } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../ui/card.tsx';
import { CategoryChip } from '../../events/components/category-chip.tsx';
import { groupPageHref } from '../lib/group-links.ts';
import { useFormatCount } from '../lib/use-format-count.ts';
import { GroupCover } from './group-cover.tsx';
import { GroupLogo } from './group-logo.tsx';
import { VisibilityBadge } from './private-group-badge.tsx';

/** One group in a list: cover strip, logo, name, category, city, members; the whole card is the link. */
export function GroupCard({ group }: { group: Group }) {
  const { t } = useTranslation('groups');
  const count = useFormatCount();
  const titleId = useId();

  return (
    <Card
      aria-labelledby={titleId}
      className="group relative flex h-full flex-col transition-shadow hover:shadow-md has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-primary has-[a:focus-visible]:outline-offset-2"
    >
      <GroupCover coverUrl={group.coverUrl} variant="strip" />
      <div className="flex flex-1 flex-col gap-2 px-4 pb-4">
        <GroupLogo name={group.name} logoUrl={group.logoUrl} size="md" className="-mt-8" />
        <h2
          id={titleId}
          dir="auto"
          className="line-clamp-2 font-semibold text-lg text-on-surface leading-snug"
        >
          <Link
            to={groupPageHref(group.slug)}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-hover:underline"
          >
            {group.name}
          </Link>
        </h2>
        {group.excerpt ? (
          <p dir="auto" className="line-clamp-2 text-on-surface-variant text-sm">
            {group.excerpt}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-on-surface-variant text-sm">
          {group.city ? (
            <span className="flex min-w-0 items-center gap-1.5">
              <MapPin aria-hidden="true" className="size-4 shrink-0" />
              <span dir="auto" className="truncate">
                {group.city}
              </span>
            </span>
          ) : null}
          <span className="flex items-center gap-1.5">
            <UsersRound aria-hidden="true" className="size-4 shrink-0" />
            {t('counts.members', { count: group.counts.members, n: count(group.counts.members) })}
          </span>
        </div>
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-2">
          <CategoryChip category={group.category} />
          {group.visibility === 'private' ? <VisibilityBadge visibility="private" /> : null}
        </div>
      </div>
    </Card>
  );
}

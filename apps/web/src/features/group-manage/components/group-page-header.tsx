import type { GroupDetail } from '@eventos/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { groupPagePath } from '../api/group-path.ts';

interface GroupPageHeaderProps {
  /** The page's title (the header title of spec §2: 'Membros do Grupo'…). */
  title: string;
  /** The group the page is about: its name links back to its page. */
  group?: GroupDetail;
  lead?: ReactNode;
  /** Buttons beside the title on wide screens, under it on a phone. */
  actions?: ReactNode;
}

/** The h1 of a management page, the group it belongs to, a line saying what the page does. */
export function GroupPageHeader({ title, group, lead, actions }: GroupPageHeaderProps) {
  return (
    <header className="flex flex-col gap-4 tablet:flex-row tablet:items-end tablet:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        {group ? (
          <Link
            to={groupPagePath(group.slug)}
            dir="auto"
            className="w-fit max-w-full truncate font-medium text-primary text-sm hover:underline"
          >
            {group.name}
          </Link>
        ) : null}
        <h1 id="group-page-title" className="font-bold text-3xl text-on-background tracking-tight">
          {title}
        </h1>
        {lead ? <div className="max-w-prose text-on-surface-variant">{lead}</div> : null}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
    </header>
  );
}

import { LayoutDashboard, MailPlus, Pencil, UsersRound } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn.ts';
import { buttonClasses } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { builtManageLinks, type GroupManagePage } from '../lib/group-links.ts';

/** Read when drawn, not when the module loads: an import is only certain to be there by then. */
function iconOf(page: GroupManagePage): typeof Pencil {
  switch (page) {
    case 'dashboard':
      return LayoutDashboard;
    case 'edit':
      return Pencil;
    case 'members':
      return UsersRound;
    case 'invites':
      return MailPlus;
  }
}

/** Dashboard, Editar, Membros, Convites for the owner and organisers: only the pages that exist. */
export function GroupManageLinks({ groupId, className }: { groupId: string; className?: string }) {
  const { t } = useTranslation('groups');
  const titleId = useId();
  const links = builtManageLinks(groupId);
  if (links.length === 0) return null;
  return (
    <Card className={cn('p-5', className)}>
      <nav aria-labelledby={titleId} className="flex flex-col gap-3">
        <h2 id={titleId} className="font-semibold text-lg text-on-surface">
          {t('manage.title')}
        </h2>
        <ul className="grid grid-cols-2 gap-2">
          {links.map(({ page, href }) => {
            const Icon = iconOf(page);
            return (
              <li key={page}>
                <Link to={href} className={buttonClasses('outline', 'compact', 'w-full justify-start')}>
                  <Icon aria-hidden="true" className="size-4 shrink-0" />
                  <span className="truncate">{t(`manage.${page}`)}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </Card>
  );
}

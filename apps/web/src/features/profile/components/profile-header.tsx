import { useTranslation } from 'react-i18next';
import { formatMonthYear } from '../lib/format-date.ts';
import { fullName } from '../lib/person-name.ts';
import { Avatar } from './avatar.tsx';

interface ProfileHeaderProps {
  person: {
    username: string | null;
    firstName: string | null;
    lastName: string | null;
    bio: string | null;
    avatarPath: string | null;
    createdAt: string;
  };
  /** 'h1' on the public page, 'h2' on /profile (whose h1 is the page title). */
  as?: 'h1' | 'h2';
  titleId?: string;
}

/** Photo or initials, name, @username, bio (as plain text) and the month the person joined. */
export function ProfileHeader({ person, as: Heading = 'h2', titleId }: ProfileHeaderProps) {
  const { t, i18n } = useTranslation('profile');
  const name = fullName(person) || t('noName');
  return (
    <div className="flex flex-col items-center gap-4 text-center tablet:flex-row tablet:items-start tablet:text-start">
      <Avatar person={person} alt={t('avatar.alt', { name })} />
      <div className="flex min-w-0 flex-col gap-1">
        <Heading id={titleId} dir="auto" className="break-words font-bold text-2xl text-on-background">
          {name}
        </Heading>
        {person.username ? (
          <p className="text-on-surface-variant">
            <span dir="ltr">@{person.username}</span>
          </p>
        ) : null}
        {person.bio ? (
          <p dir="auto" className="mt-2 max-w-prose whitespace-pre-line break-words text-on-surface">
            {person.bio}
          </p>
        ) : null}
        <p className="mt-1 text-on-surface-variant text-sm">
          {t('memberSince', { date: formatMonthYear(person.createdAt, i18n.language) })}
        </p>
      </div>
    </div>
  );
}

import type { ProfileDetail } from '@eventos/domain';
import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../ui/card.tsx';
import { Avatar } from '../../profile/components/avatar.tsx';
import { formatMonthYear } from '../../profile/lib/format-date.ts';
import { ProfileActions } from './profile-actions.tsx';
import { ProfileCounts } from './profile-counts.tsx';

/**
 * The head of a public profile: photo or initials, name, @username, "Segue você", city, bio (plain
 * text), member since, the counts and what the viewer can do. Centred on a phone, side by side
 * from a tablet up.
 */
export function ProfileHero({ profile, viewer }: { profile: ProfileDetail; viewer: string }) {
  const { t, i18n } = useTranslation('people');
  return (
    <Card className="p-6">
      <div className="flex flex-col items-center gap-4 text-center tablet:flex-row tablet:items-start tablet:text-start">
        <Avatar
          person={{ ...profile, avatarPath: null }}
          src={profile.avatarUrl ?? undefined}
          alt={t('profile.avatarAlt', { name: profile.name })}
        />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h1
            id="person-profile-title"
            dir="auto"
            className="break-words font-bold text-2xl text-on-background"
          >
            {profile.name}
          </h1>
          <p className="flex flex-wrap items-center justify-center gap-2 text-on-surface-variant tablet:justify-start">
            <span dir="ltr">@{profile.username}</span>
            {profile.relationship?.followsYou ? (
              <span className="rounded-full bg-secondary-container px-2 py-0.5 text-on-secondary-container text-xs">
                {t('profile.followsYou')}
              </span>
            ) : null}
          </p>
          {profile.city ? (
            <p className="flex items-center justify-center gap-1 text-on-surface-variant text-sm tablet:justify-start">
              <MapPin aria-hidden="true" className="size-4 shrink-0" />
              <span dir="auto">{profile.city}</span>
            </p>
          ) : null}
          {profile.bio ? (
            <p dir="auto" className="mt-2 max-w-prose whitespace-pre-line break-words text-on-surface">
              {profile.bio}
            </p>
          ) : null}
          <p className="mt-1 text-on-surface-variant text-sm">
            {t('profile.memberSince', { date: formatMonthYear(profile.createdAt, i18n.language) })}
          </p>
          <ProfileCounts profile={profile} />
          <div className="mt-2">
            <ProfileActions profile={profile} viewer={viewer} />
          </div>
        </div>
      </div>
    </Card>
  );
}

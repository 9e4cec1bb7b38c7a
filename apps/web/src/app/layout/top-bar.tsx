import { headerTitleKey, showsAccessButton, showsBackButton } from '@eventos/domain';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LazyNotificationBell } from '../../features/notifications/components/notification-bell-lazy.tsx';
import { LazyThemeControls } from '../../features/theme/components/theme-controls-lazy.tsx';
import { cn } from '../../lib/cn.ts';
import { AccessButton } from './access-button.tsx';
import { BackButton } from './back-button.tsx';
import { BrandLogo } from './brand-logo.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { useHideOnScroll } from './use-hide-on-scroll.ts';

interface TopBarProps {
  signedIn: boolean;
  /** Nobody is signed in (known: the session has been read). Only a visitor is offered 'Acesso'. */
  visitor: boolean;
  pageFound: boolean;
}

/**
 * The top bar (spec §2): back button (not on / and the main tabs), logo, the page's title, the
 * language switcher, the theme toggle and the custom-theme switch, the notifications bell for signed-in people and, for visitors, 'Acesso' (not on /auth, /reset-password; not
 * to someone signed in whose consent is pending, nor before the session is known). It slides away
 * while the page scrolls down past 32 px and comes back on the way up (or when a control in it gets
 * focus).
 */
export function TopBar({ signedIn, visitor, pageFound }: TopBarProps) {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const hidden = useHideOnScroll();
  // The not-found page gets no title, even on a path that will have one (a page not built yet).
  const titleKey = pageFound ? headerTitleKey(pathname) : null;

  return (
    <header
      data-hidden={hidden}
      className={cn(
        'sticky top-0 z-40 border-outline-variant/60 border-b bg-background/90 pt-[env(safe-area-inset-top)] backdrop-blur-md',
        'transition-transform duration-200 focus-within:translate-y-0 motion-reduce:transition-none',
        hidden && '-translate-y-full',
      )}
    >
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center gap-1 px-2 tablet:gap-2 tablet:px-4">
        {showsBackButton(pathname) ? <BackButton fallback={signedIn ? '/events' : '/'} /> : null}
        <BrandLogo signedIn={signedIn} showName={titleKey === null} nameFromTablet />
        {titleKey ? (
          <p id="app-header-title" className="min-w-0 truncate font-semibold text-lg text-on-background">
            {t(`titles.${titleKey}`)}
          </p>
        ) : null}
        <div className="ms-auto flex shrink-0 items-center gap-2">
          <LanguageSwitcher />
          <LazyThemeControls signedIn={signedIn || (visitor ? false : null)} />
          {signedIn ? <LazyNotificationBell placement="top-bar" /> : null}
          {showsAccessButton(pathname, visitor) ? <AccessButton /> : null}
        </div>
      </div>
    </header>
  );
}

import { errorTitle } from '@eventos/domain';
import { House, PartyPopper, RotateCw, SearchX, TriangleAlert, WifiOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../ui/button.tsx';
import { pickJoke } from './pick-joke.ts';

export interface ErrorPageProps {
  status?: number | undefined;
  message?: string | undefined;
  /** The raw error text, shown as text in a <pre>. */
  raw?: string | undefined;
  /** The landmark to render: 'main' when nothing else on screen has one. */
  as?: 'main' | 'section';
}

const ICONS = { notFound: SearchX, network: WifiOff, unknown: PartyPopper } as const;

/** The error page of spec §2: title by status or message (spec §8), label, message, raw text, Reload, Home, quip. */
export function ErrorPage({ status, message, raw, as: Landmark = 'section' }: ErrorPageProps) {
  const { t } = useTranslation('common');
  const title = errorTitle({ status, message });
  const [joke] = useState(() => (title.kind === 'unknown' || title.kind === 'internal' ? pickJoke() : null));
  const Icon = ICONS[title.kind as keyof typeof ICONS] ?? TriangleAlert;

  return (
    <Landmark
      aria-labelledby="error-page-title"
      className="mx-auto flex w-full max-w-xl flex-col items-center gap-5 px-4 py-10 text-center tablet:py-16"
    >
      <div className="flex size-20 items-center justify-center rounded-full bg-primary-container text-on-primary-container">
        <Icon aria-hidden="true" className="size-10" />
      </div>
      <p className="rounded-full border border-outline-variant px-3 py-1 font-medium text-on-surface-variant text-sm">
        {t(title.labelKey, { status: title.status })}
      </p>
      <h1
        id="error-page-title"
        className="text-balance font-bold text-3xl text-on-background tablet:text-4xl"
      >
        {t(title.titleKey)}
      </h1>
      <p className="max-w-prose text-base text-on-surface-variant">{t(title.messageKey)}</p>
      {joke ? (
        <figure className="w-full rounded-2xl bg-surface-variant px-5 py-4 text-on-surface-variant">
          <figcaption className="mb-1 font-semibold text-xs uppercase tracking-wide">
            {t('errorPage.joke')}
          </figcaption>
          <blockquote className="text-base">{t(`errorPage.jokes.${joke}`)}</blockquote>
        </figure>
      ) : null}
      {raw ? (
        <section aria-labelledby="error-page-raw" className="w-full text-start">
          <h2
            id="error-page-raw"
            className="mb-1 font-semibold text-on-surface-variant text-xs uppercase tracking-wide"
          >
            {t('errorPage.technical')}
          </h2>
          {/* Focusable: a long text scrolls, and the keyboard must reach it. */}
          <pre
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region has to take focus
            tabIndex={0}
            dir="ltr"
            className="max-h-40 overflow-auto whitespace-pre-wrap break-words rounded-xl border border-outline-variant bg-surface p-3 text-start text-on-surface text-xs"
          >
            <code>{raw}</code>
          </pre>
        </section>
      ) : null}
      <div className="flex w-full flex-col gap-3 tablet:w-auto tablet:flex-row">
        <button type="button" className={buttonClasses('primary')} onClick={() => window.location.reload()}>
          <RotateCw aria-hidden="true" className="size-4" />
          {t('errorPage.reload')}
        </button>
        <a href="/" className={buttonClasses('outline')}>
          <House aria-hidden="true" className="size-4" />
          {t('errorPage.home')}
        </a>
      </div>
      <footer className="text-on-surface-variant text-sm italic rtl:not-italic">{t(title.quipKey)}</footer>
    </Landmark>
  );
}

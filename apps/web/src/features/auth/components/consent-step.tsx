import { type ConsentType, LEGAL_DOCUMENTS, type MeResponse } from '@eventos/domain';
import { ExternalLink, ShieldCheck } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/error-message.ts';
import { useSessionActions } from '../../../lib/session/session-context.tsx';
import { Button } from '../../../ui/button.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { useAcceptConsents } from '../api/accept-consents.ts';
import { AUTH_NAMESPACES } from '../lib/auth-namespaces.ts';

const PAGES: Record<ConsentType, string> = { terms: '/terms', privacy: '/privacy' };

function formatDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}

/**
 * Spec §4 Consent: the signed-in user has not accepted the current terms or privacy policy. Each
 * pending document has a checkbox and a link that opens it in a new tab; accepting records one
 * consent per document and reads the session again. Signing out is the other way out.
 */
export function ConsentStep({ me }: { me: MeResponse }) {
  const { t, i18n } = useTranslation(AUTH_NAMESPACES);
  const { refresh, signOut } = useSessionActions();
  const accept = useAcceptConsents();
  const pending = me.pendingConsents;
  const [checked, setChecked] = useState<Partial<Record<ConsentType, boolean>>>({});
  const [missing, setMissing] = useState<ConsentType[]>([]);
  const heading = useRef<HTMLHeadingElement>(null);
  const language = i18n.resolvedLanguage ?? 'pt-BR';

  useEffect(() => heading.current?.focus(), []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const unchecked = pending.filter((type) => !checked[type]);
    setMissing(unchecked);
    if (unchecked[0]) {
      event.currentTarget.querySelector<HTMLElement>(`[name="consent-${unchecked[0]}"]`)?.focus();
      return;
    }
    accept.mutate(pending, { onSuccess: () => void refresh() });
  };

  return (
    <section aria-labelledby="consent-title" className="mx-auto flex w-full max-w-xl flex-col gap-6 py-4">
      <header className="flex flex-col items-center gap-3 text-center">
        <ShieldCheck aria-hidden="true" className="size-10 text-primary" />
        <h1
          id="consent-title"
          ref={heading}
          tabIndex={-1}
          className="font-bold text-3xl text-on-background tracking-tight focus:outline-none"
        >
          {t('consent.title')}
        </h1>
        <p className="text-on-surface-variant">{t('consent.lead')}</p>
      </header>
      <form
        noValidate
        onSubmit={submit}
        aria-labelledby="consent-title"
        className="flex flex-col gap-5 rounded-3xl border border-outline-variant bg-surface p-6 shadow-sm"
      >
        {pending.map((type) => {
          const { version, date } = LEGAL_DOCUMENTS[type];
          const name = t(`consent.documents.${type}`);
          const errorId = `consent-${type}-error`;
          const isMissing = missing.includes(type) && !checked[type];
          return (
            <div key={type} className="flex flex-col gap-1.5">
              <label className="flex min-h-11 cursor-pointer items-start gap-3 text-on-surface">
                <input
                  type="checkbox"
                  name={`consent-${type}`}
                  checked={checked[type] ?? false}
                  onChange={(event) => setChecked((c) => ({ ...c, [type]: event.target.checked }))}
                  aria-invalid={isMissing ? true : undefined}
                  aria-describedby={isMissing ? errorId : undefined}
                  className="mt-0.5 size-5 shrink-0 accent-primary"
                />
                <span>
                  {t('consent.accept', { document: name })}
                  <span className="block text-on-surface-variant text-sm">
                    {t('consent.version', { version, date: formatDate(date, language) })}
                  </span>
                </span>
              </label>
              <a
                href={PAGES[type]}
                target="_blank"
                rel="noopener"
                className="ms-8 inline-flex min-h-11 items-center gap-1.5 self-start font-medium text-primary text-sm underline-offset-4 hover:underline"
              >
                {t('consent.read', { document: name })}
                <ExternalLink aria-hidden="true" className="size-4" />
                <span className="sr-only">{t('consent.newTab')}</span>
              </a>
              {isMissing ? (
                <p id={errorId} className="ms-8 text-error text-sm">
                  {t('consent.required', { document: name })}
                </p>
              ) : null}
            </div>
          );
        })}
        {accept.error ? <FormAlert>{describeError(t, accept.error, ['fields'])}</FormAlert> : null}
        <Button type="submit" disabled={accept.isPending}>
          {accept.isPending ? t('consent.submitting') : t('consent.submit')}
        </Button>
        <Button variant="ghost" onClick={() => void signOut({ reloadAt: '/' })}>
          {t('consent.signOut')}
        </Button>
      </form>
    </section>
  );
}

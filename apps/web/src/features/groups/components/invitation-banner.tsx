import { MailOpen } from 'lucide-react';
import type { ReactNode } from 'react';

interface InvitationBannerProps {
  title: ReactNode;
  text: ReactNode;
  actions: ReactNode;
}

/** A tinted box at the top of a group's page: an invitation waiting for an answer. */
export function InvitationBanner({ title, text, actions }: InvitationBannerProps) {
  return (
    <section
      aria-label={typeof title === 'string' ? title : undefined}
      className="flex flex-col gap-3 rounded-2xl border border-primary/30 bg-primary-container p-4 text-on-primary-container tablet:flex-row tablet:items-center tablet:p-5"
    >
      <MailOpen aria-hidden="true" className="hidden size-8 shrink-0 tablet:block" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 className="font-semibold text-lg">{title}</h2>
        <p dir="auto" className="text-sm">
          {text}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">{actions}</div>
    </section>
  );
}

import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';

interface SettingsSectionProps {
  id: string;
  title: string;
  description?: ReactNode;
  tone?: 'default' | 'danger';
  children: ReactNode;
}

/** One titled block of /security-privacy. */
export function SettingsSection({
  id,
  title,
  description,
  tone = 'default',
  children,
}: SettingsSectionProps) {
  return (
    <section
      aria-labelledby={id}
      className={cn(
        'flex flex-col gap-4 rounded-2xl border bg-surface p-5 tablet:p-6',
        tone === 'danger' ? 'border-error' : 'border-outline-variant',
      )}
    >
      <div className="flex flex-col gap-1">
        <h2
          id={id}
          className={cn('font-semibold text-xl', tone === 'danger' ? 'text-error' : 'text-on-surface')}
        >
          {title}
        </h2>
        {description ? (
          <div className="max-w-prose text-on-surface-variant text-sm">{description}</div>
        ) : null}
      </div>
      {children}
    </section>
  );
}

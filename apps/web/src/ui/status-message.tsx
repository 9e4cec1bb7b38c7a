import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

interface StatusMessageProps {
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  role?: 'status' | 'alert';
  /** The title as the page's heading, when the message is all the page shows (a not-found page). */
  titleAs?: 'h1' | 'h2';
  className?: string;
}

/** A centred block for loading, empty and error states. */
export function StatusMessage({
  icon,
  title,
  description,
  action,
  role,
  titleAs: Title = undefined,
  className,
}: StatusMessageProps) {
  return (
    <div
      role={role}
      className={cn(
        'flex flex-col items-center gap-3 px-4 py-16 text-center text-on-surface-variant',
        className,
      )}
    >
      {icon}
      {Title ? (
        <Title className="font-semibold text-on-background text-xl">{title}</Title>
      ) : (
        <p className="font-semibold text-base text-on-background">{title}</p>
      )}
      {description ? <p className="max-w-prose text-sm">{description}</p> : null}
      {action}
    </div>
  );
}

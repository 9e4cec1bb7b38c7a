import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

interface StatusMessageProps {
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  role?: 'status' | 'alert';
  className?: string;
}

/** A centred block for loading, empty and error states. */
export function StatusMessage({ icon, title, description, action, role, className }: StatusMessageProps) {
  return (
    <div
      role={role}
      className={cn(
        'flex flex-col items-center gap-3 px-4 py-16 text-center text-on-surface-variant',
        className,
      )}
    >
      {icon}
      <p className="font-semibold text-base text-on-background">{title}</p>
      {description ? <p className="max-w-prose text-sm">{description}</p> : null}
      {action}
    </div>
  );
}

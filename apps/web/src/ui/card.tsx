import type { HTMLAttributes } from 'react';
import { cn } from '../lib/cn.ts';

export function Card({ className, ...props }: HTMLAttributes<HTMLElement>) {
  return (
    <article
      className={cn(
        'overflow-hidden rounded-2xl border border-outline-variant bg-surface text-on-surface shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

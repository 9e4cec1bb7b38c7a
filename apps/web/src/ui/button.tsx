import type { ButtonHTMLAttributes, Ref } from 'react';
import { cn } from '../lib/cn.ts';

type Variant = 'primary' | 'danger' | 'outline' | 'outline-on-tint' | 'ghost';
type Size = 'md' | 'compact' | 'icon';

const base =
  'inline-flex min-h-11 min-w-11 cursor-pointer select-none items-center justify-center gap-2 rounded-full ' +
  'font-medium text-sm transition-colors focus-visible:outline-2 focus-visible:outline-primary ' +
  'focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60';

const variants: Record<Variant, string> = {
  primary: 'bg-primary text-on-primary shadow-sm hover:bg-primary/90 active:bg-primary/80',
  // Irreversible actions (delete account, delete event).
  danger: 'bg-destructive text-on-destructive shadow-sm hover:bg-destructive/90 active:bg-destructive/80',
  outline: 'border border-outline bg-transparent text-primary hover:bg-primary/8 active:bg-primary/12',
  // For an outline button on a tinted panel (hero, call to action): opaque so it reads as a button.
  'outline-on-tint': 'border border-outline bg-surface text-primary hover:bg-primary/8 active:bg-primary/12',
  ghost: 'bg-transparent text-on-surface hover:bg-on-surface/8 active:bg-on-surface/12',
};

const sizes: Record<Size, string> = {
  md: 'px-5 py-2.5',
  compact: 'px-4 py-2.5',
  icon: 'p-2.5',
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: Size;
  ref?: Ref<HTMLButtonElement>;
}

export function buttonClasses(variant: Variant = 'primary', size: Size = 'md', className?: string): string {
  return cn(base, variants[variant], sizes[size], className);
}

export function Button({
  variant = 'primary',
  size = 'md',
  className,
  type = 'button',
  ...props
}: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}

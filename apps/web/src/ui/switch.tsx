import * as SwitchPrimitive from '@radix-ui/react-switch';
import { useId } from 'react';
import { cn } from '../lib/cn.ts';

interface SwitchFieldProps {
  label: string;
  /** A sentence under the label, read by screen readers as the switch's description. */
  hint?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** A change is being saved: announced as busy, the switch still answers. */
  busy?: boolean;
  disabled?: boolean;
}

/**
 * An on/off setting (Radix Switch: role="switch", Space and Enter flip it) with its visible label
 * and hint. The thumb moves toward the inline end, so it reads right in Arabic too.
 */
export function SwitchField({ label, hint, checked, onCheckedChange, busy, disabled }: SwitchFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={id} className="cursor-pointer font-medium text-on-surface">
          {label}
        </label>
        {hint ? (
          <p id={hintId} className="text-on-surface-variant text-sm">
            {hint}
          </p>
        ) : null}
      </div>
      <SwitchPrimitive.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={hint ? hintId : undefined}
        aria-busy={busy || undefined}
        className={cn(
          // 44 px touch target around a 28 × 48 px track.
          'relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full border-2 transition-colors',
          'before:absolute before:-inset-2 before:content-[""]',
          'focus-visible:outline-2 focus-visible:outline-primary focus-visible:outline-offset-2',
          'disabled:cursor-not-allowed disabled:opacity-60 motion-reduce:transition-none',
          'data-[state=checked]:border-primary data-[state=checked]:bg-primary',
          'data-[state=unchecked]:border-outline data-[state=unchecked]:bg-surface-variant',
        )}
      >
        <SwitchPrimitive.Thumb
          className={cn(
            'pointer-events-none block size-5 rounded-full shadow transition-transform motion-reduce:transition-none',
            'data-[state=checked]:translate-x-5.5 data-[state=checked]:bg-on-primary rtl:data-[state=checked]:-translate-x-5.5',
            'data-[state=unchecked]:translate-x-0.5 data-[state=unchecked]:bg-outline rtl:data-[state=unchecked]:-translate-x-0.5',
          )}
        />
      </SwitchPrimitive.Root>
    </div>
  );
}

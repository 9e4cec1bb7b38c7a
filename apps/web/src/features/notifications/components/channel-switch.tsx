import { useId } from 'react';
import { cn } from '../../../lib/cn.ts';

interface ChannelSwitchProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** An on/off switch with its visible label (role="switch": Space or Enter flips it). */
export function ChannelSwitch({ label, checked, onChange, disabled }: ChannelSwitchProps) {
  const id = useId();
  return (
    <div className="flex min-h-11 items-center gap-3">
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={cn(
          'relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full border-2 transition-colors focus-visible:outline-2 focus-visible:outline-primary focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60 motion-reduce:transition-none',
          checked ? 'border-primary bg-primary' : 'border-outline bg-surface-variant',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'inline-block size-5 rounded-full shadow transition-transform motion-reduce:transition-none',
            checked
              ? 'translate-x-5.5 bg-on-primary rtl:-translate-x-5.5'
              : 'translate-x-0.5 bg-outline rtl:-translate-x-0.5',
          )}
        />
      </button>
      <label htmlFor={id} className="cursor-pointer text-on-surface text-sm">
        {label}
      </label>
    </div>
  );
}

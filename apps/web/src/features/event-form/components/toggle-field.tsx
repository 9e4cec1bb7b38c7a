import { useId } from 'react';

interface ToggleFieldProps {
  name: string;
  label: string;
  description?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A yes/no switch (a native checkbox with role switch) with its label and a line of help. */
export function ToggleField({ name, label, description, checked, onChange }: ToggleFieldProps) {
  const id = useId();
  return (
    <div className="flex min-h-11 items-center justify-between gap-4">
      <label htmlFor={id} className="flex flex-col">
        <span className="font-medium text-on-surface text-sm">{label}</span>
        {description ? <span className="text-on-surface-variant text-sm">{description}</span> : null}
      </label>
      <input
        id={id}
        name={name}
        type="checkbox"
        role="switch"
        checked={checked}
        aria-checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="relative h-7 w-12 shrink-0 cursor-pointer appearance-none rounded-full bg-outline transition-colors before:absolute before:start-1 before:top-1 before:size-5 before:rounded-full before:bg-surface before:transition-transform checked:bg-primary checked:before:translate-x-5 focus-visible:outline-2 focus-visible:outline-primary focus-visible:outline-offset-2 rtl:checked:before:-translate-x-5"
      />
    </div>
  );
}

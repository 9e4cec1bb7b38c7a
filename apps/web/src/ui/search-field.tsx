import { Search } from 'lucide-react';
import { type InputHTMLAttributes, useId } from 'react';
import { cn } from '../lib/cn.ts';
import { controlClasses } from './field-styles.ts';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id' | 'className' | 'autoComplete'>;

interface SearchFieldProps extends InputProps {
  /** Read by screen readers only: the magnifier and the placeholder say it to sighted readers. */
  label: string;
  /** Classes of the wrapper (its width in the surrounding layout). */
  className?: string;
}

/** A search box: hidden label, the magnifier inside the field, no autocomplete. */
export function SearchField({ label, className, ...input }: SearchFieldProps) {
  const id = useId();
  return (
    <div className={cn('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="-translate-y-1/2 pointer-events-none absolute start-4 top-1/2 size-5 text-on-surface-variant"
      />
      <input
        id={id}
        type="search"
        autoComplete="off"
        {...input}
        className={`${controlClasses(false)} ps-12`}
      />
    </div>
  );
}

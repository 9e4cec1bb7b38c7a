import { LoaderCircle } from 'lucide-react';
import { cn } from '../lib/cn.ts';

const SIZES = { sm: 'size-4', md: 'size-5', lg: 'size-8' } as const;

/** A decorative spinning ring; pair it with visible or screen-reader text. */
export function Spinner({ size = 'md', className }: { size?: keyof typeof SIZES; className?: string }) {
  return (
    <LoaderCircle aria-hidden="true" className={cn(SIZES[size], 'animate-spin text-primary', className)} />
  );
}

import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names (falsy parts dropped). It does not resolve conflicts: a component offers
 * variants and props instead of letting callers override its utilities (docs/decisions/0002).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}

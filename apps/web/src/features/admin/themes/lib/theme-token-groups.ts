import type { ThemeColorToken } from '@eventos/domain';

export type ThemeTokenGroupId =
  | 'primary'
  | 'secondary'
  | 'tertiary'
  | 'error'
  | 'success'
  | 'warning'
  | 'interest'
  | 'surfaces'
  | 'lines'
  | 'aliases';

/** The colour tokens of a mode as the form shows them: one collapsible section per family. */
export const THEME_TOKEN_GROUPS: readonly { id: ThemeTokenGroupId; tokens: readonly ThemeColorToken[] }[] = [
  {
    id: 'primary',
    tokens: ['primary', 'on-primary', 'primary-container', 'on-primary-container', 'primary-foreground'],
  },
  {
    id: 'secondary',
    tokens: [
      'secondary',
      'on-secondary',
      'secondary-container',
      'on-secondary-container',
      'secondary-foreground',
    ],
  },
  { id: 'tertiary', tokens: ['tertiary', 'on-tertiary', 'tertiary-container', 'on-tertiary-container'] },
  { id: 'error', tokens: ['error', 'on-error', 'error-container', 'on-error-container'] },
  { id: 'success', tokens: ['success', 'on-success', 'success-container', 'on-success-container'] },
  { id: 'warning', tokens: ['warning', 'on-warning', 'warning-container', 'on-warning-container'] },
  { id: 'interest', tokens: ['interest', 'on-interest', 'interest-container', 'on-interest-container'] },
  {
    id: 'surfaces',
    tokens: [
      'background',
      'on-background',
      'surface',
      'on-surface',
      'surface-variant',
      'on-surface-variant',
      'muted',
      'on-muted',
    ],
  },
  { id: 'lines', tokens: ['outline', 'outline-variant', 'border', 'input', 'ring'] },
  {
    id: 'aliases',
    tokens: [
      'accent',
      'on-accent',
      'accent-foreground',
      'destructive',
      'on-destructive',
      'card',
      'card-foreground',
      'popover',
      'popover-foreground',
    ],
  },
];

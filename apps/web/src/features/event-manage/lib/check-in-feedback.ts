import type { CheckInResultKind } from '@eventos/domain';
import { CircleAlert, CircleCheckBig, type LucideIcon, RotateCcw, SearchX } from 'lucide-react';

export interface CheckInLook {
  icon: LucideIcon;
  /** Background and text colours of the full-screen answer. */
  tone: string;
  /** Vibration pattern (ms) where the device supports it: one short buzz, or three for a refusal. */
  vibration: number[];
}

/** How each door answer looks: colour, an icon and words together, never colour alone. */
export const CHECK_IN_LOOK: Record<CheckInResultKind, CheckInLook> = {
  accepted: { icon: CircleCheckBig, tone: 'bg-success text-on-success', vibration: [120] },
  already_checked_in: { icon: RotateCcw, tone: 'bg-warning text-on-warning', vibration: [80, 60, 80] },
  wrong_event: { icon: CircleAlert, tone: 'bg-error text-on-error', vibration: [200, 80, 200, 80, 200] },
  not_found: { icon: SearchX, tone: 'bg-error text-on-error', vibration: [200, 80, 200, 80, 200] },
};

/** The door is ready for the next person this long after an answer shows. */
export const CHECK_IN_FEEDBACK_MS = 2_000;

/** A short vibration where supported (phones); nothing elsewhere. */
export function vibrate(pattern: number[]): void {
  if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') navigator.vibrate(pattern);
}

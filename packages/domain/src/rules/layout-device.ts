import {
  DESKTOP_BREAKPOINT_PX,
  MOBILE_BREAKPOINT_PX,
  THREE_COLUMNS_FROM_PX,
  TWO_COLUMNS_FROM_PX,
} from '../constants/layout.ts';

export type LayoutDevice = 'mobile' | 'tablet' | 'desktop';

/** Spec §2: under 600 px or a native platform is mobile; 600–1199 px tablet; 1200 px and up desktop. */
export function layoutDevice(widthPx: number, isNative: boolean): LayoutDevice {
  if (isNative || widthPx < MOBILE_BREAKPOINT_PX) return 'mobile';
  return widthPx < DESKTOP_BREAKPOINT_PX ? 'tablet' : 'desktop';
}

/** Content columns: one under 600 px, two under 900 px, otherwise three. */
export function contentColumns(widthPx: number): 1 | 2 | 3 {
  if (widthPx < TWO_COLUMNS_FROM_PX) return 1;
  return widthPx < THREE_COLUMNS_FROM_PX ? 2 : 3;
}

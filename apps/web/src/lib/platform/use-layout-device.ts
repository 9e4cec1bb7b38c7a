import { type LayoutDevice, layoutDevice } from '@eventos/domain';
import { isNative } from './is-native.ts';
import { useViewportWidth } from './use-viewport-width.ts';

/** mobile, tablet or desktop (spec §2 breakpoints; a native shell is always mobile). */
export function useLayoutDevice(): LayoutDevice {
  return layoutDevice(useViewportWidth(), isNative());
}

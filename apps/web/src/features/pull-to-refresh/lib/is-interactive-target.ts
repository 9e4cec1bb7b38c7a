/** Elements a pull must not start on (spec §4): buttons, links, inputs, carousels, sliders. */
export const PULL_INTERACTIVE_SELECTOR = [
  'a[href]',
  'button',
  'input',
  'select',
  'textarea',
  'label',
  'summary',
  '[contenteditable=""]',
  '[contenteditable="true"]',
  '[role="button"]',
  '[role="link"]',
  '[role="slider"]',
  '[role="tab"]',
  '[role="switch"]',
  '[role="checkbox"]',
  '[aria-roledescription="carousel"]',
  '[data-carousel]',
  '[data-no-pull-refresh]',
].join(',');

export function isInteractiveTarget(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(PULL_INTERACTIVE_SELECTOR) !== null;
}

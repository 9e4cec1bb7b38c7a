/**
 * The two pages links from outside the app land on, loaded as one file: each is small, and one
 * file costs the first load one name in its table of what lazy pages load, not two.
 */
export { ProtocolPage } from './protocol-page.tsx';
export { ShareTargetPage } from './share-target-page.tsx';

/**
 * The groups pages, loaded as one file: people move from the list to a group and its followers, and
 * one file costs the first load one name in its table of what lazy pages preload, not three.
 */
export { GroupFollowersPage } from './group-followers-page.tsx';
export { GroupPage } from './group-page.tsx';
export { GroupsPage } from './groups-page.tsx';

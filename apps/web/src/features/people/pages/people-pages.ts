/**
 * The people pages, loaded as one file: people move from a profile to its friends and back, and one
 * file costs the first load one name in its table of what lazy pages preload, not two.
 */
export { PersonFriendsPage } from './person-friends-page.tsx';
export { PersonProfilePage } from './person-profile-page.tsx';

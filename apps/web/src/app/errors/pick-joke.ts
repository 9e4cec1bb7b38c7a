/** The keys of the 8 jokes of the general error page (common:errorPage.jokes.*). */
export const JOKE_KEYS = ['j1', 'j2', 'j3', 'j4', 'j5', 'j6', 'j7', 'j8'] as const;
export type JokeKey = (typeof JOKE_KEYS)[number];

/** One joke at random; `random` is injectable for tests. */
export function pickJoke(random: () => number = Math.random): JokeKey {
  const index = Math.min(JOKE_KEYS.length - 1, Math.floor(random() * JOKE_KEYS.length));
  return JOKE_KEYS[index] ?? 'j1';
}

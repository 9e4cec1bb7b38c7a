interface EventPage {
  items: { slug: string }[];
  nextCursor: string | null;
}

async function getOk(url: string): Promise<Response> {
  const res = await fetch(url);
  if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}: ${await res.text()}`);
  return res;
}

/** One page of GET /api/v1/events (any query). */
export async function getPage(url: string): Promise<EventPage> {
  return (await (await getOk(url)).json()) as EventPage;
}

/** Follows `nextCursor` from the first page `pages` times and returns the path of the page reached. */
export async function deepPagePath(baseUrl: string, limit: number, pages: number): Promise<string> {
  let path = `/api/v1/events?limit=${limit}`;
  for (let i = 0; i < pages; i++) {
    const page = await getPage(`${baseUrl}${path}`);
    if (!page.nextCursor) throw new Error(`the list ended after ${i + 1} pages; seed more events`);
    path = `/api/v1/events?limit=${limit}&cursor=${encodeURIComponent(page.nextCursor)}`;
  }
  return path;
}

/**
 * A few sequential requests of each path so the first measured second is not the cold one: `times`
 * of them, or fewer when they take longer than `budgetMs` in all.
 */
export async function warmUp(
  baseUrl: string,
  paths: readonly string[],
  times = 30,
  budgetMs = 5_000,
): Promise<void> {
  const deadline = performance.now() + budgetMs;
  for (let i = 0; i < times && performance.now() < deadline; i++) {
    const res = await getOk(`${baseUrl}${paths[i % paths.length]}`);
    await res.arrayBuffer();
  }
}

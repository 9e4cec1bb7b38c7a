interface EventPage {
  items: unknown[];
  nextCursor: string | null;
}

async function getPage(url: string): Promise<EventPage> {
  const res = await fetch(url);
  if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as EventPage;
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

/** A few sequential requests so the first measured second is not the cold one. */
export async function warmUp(url: string, times = 30): Promise<void> {
  for (let i = 0; i < times; i++) await getPage(url);
}

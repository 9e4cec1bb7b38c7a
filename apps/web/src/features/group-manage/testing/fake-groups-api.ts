import { jsonResponse, stubFetch } from '../../../test/http.ts';

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Answer = (call: Call) => Response | undefined | Promise<Response | undefined>;

/** Fakes fetch: each call is recorded, `answer` replies (599 for anything it does not serve). */
export function serveGroupsApi(answer: Answer) {
  const calls: Call[] = [];
  stubFetch(async (url, init) => {
    const body = init?.body;
    const call: Call = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof body === 'string' ? JSON.parse(body) : body,
    };
    calls.push(call);
    return (await answer(call)) ?? new Response('not served', { status: 599 });
  });
  return calls;
}

export { jsonResponse };

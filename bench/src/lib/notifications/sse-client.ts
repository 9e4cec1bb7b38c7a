/** One Server-Sent Events stream read with fetch: each event's name and data, as they arrive. */
export interface SseClient {
  /** Resolves on the stream's first `ready` event. */
  ready: Promise<void>;
  close(): void;
}

export function openSse(
  url: string,
  headers: Record<string, string>,
  onEvent: (event: string, data: string) => void,
): SseClient {
  const abort = new AbortController();
  let markReady: () => void = () => {};
  let fail: (err: Error) => void = () => {};
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve;
    fail = reject;
  });
  void (async () => {
    try {
      const res = await fetch(url, { headers, signal: abort.signal });
      if (res.status !== 200 || !res.body) throw new Error(`stream answered ${res.status}`);
      const decoder = new TextDecoder();
      let buffered = '';
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffered += decoder.decode(chunk, { stream: true });
        for (let end = buffered.indexOf('\n\n'); end !== -1; end = buffered.indexOf('\n\n')) {
          const block = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          let event = 'message';
          let data = '';
          for (const line of block.split('\n')) {
            if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data += line.slice(6);
          }
          if (event === 'ready') markReady();
          onEvent(event, data);
        }
      }
    } catch (err) {
      if (!abort.signal.aborted) fail(err as Error);
    }
  })();
  return { ready, close: () => abort.abort() };
}

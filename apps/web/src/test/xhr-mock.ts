import { vi } from 'vitest';

/** An upload as it left the page: what `XMLHttpRequest.send` was given, unparsed (a FormData, a Blob). */
export interface XhrCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * Replaces XMLHttpRequest, which uploads use for their progress (fetch cannot report it), the way
 * `mockFetch` replaces fetch: every call is recorded and answered by the first responder that
 * knows it. A call no responder answers fails as a network error would, naming its method and URL.
 */
export function mockXhr(...responders: ((call: XhrCall) => Response | undefined)[]) {
  const calls: XhrCall[] = [];
  class StubXhr {
    upload: { onprogress: ((e: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    status = 0;
    responseText = '';
    private answerHeaders = new Headers();
    private call: XhrCall = { method: '', path: '', headers: {}, body: undefined };

    open(method: string, url: string) {
      const parsed = new URL(url, 'http://localhost');
      this.call = { method, path: parsed.pathname + parsed.search, headers: {}, body: undefined };
    }

    setRequestHeader(name: string, value: string) {
      this.call.headers[name.toLowerCase()] = value;
    }

    getResponseHeader(name: string) {
      return this.answerHeaders.get(name);
    }

    send(body: unknown) {
      const call = { ...this.call, body };
      calls.push(call);
      const res = responders.map((respond) => respond(call)).find((r) => r !== undefined);
      if (!res) throw new Error(`Unexpected upload in a test: ${call.method} ${call.path}`);
      void res.text().then((text) => {
        this.status = res.status;
        this.answerHeaders = res.headers;
        this.responseText = text;
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 1 });
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', StubXhr);
  return { calls };
}

import autocannon from 'autocannon';

/** One route under autocannon's load for a while: its rate and latencies, refusing any non-2xx. */
export async function loadRoute(
  url: string,
  headers: Record<string, string>,
  o: { connections: number; seconds: number },
) {
  const result = await autocannon({ url, connections: o.connections, duration: o.seconds, headers });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/** The Authorization header of a user signed in on the bench's server. */
export async function bearer(baseUrl: string, user: { username: string; password: string }) {
  const signin = await fetch(`${baseUrl}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: user.username, password: user.password }),
  });
  return { authorization: `Bearer ${((await signin.json()) as { accessToken: string }).accessToken}` };
}

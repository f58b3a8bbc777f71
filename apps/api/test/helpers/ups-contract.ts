import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import type { UpsDocument } from './ups-mocks.ts';

/** What Prism found wrong with a request, as its `sl-violations` header lists it. */
export interface Violation {
  operation: string;
  location: string;
  message: string;
}

export interface ContractCall {
  document: UpsDocument | null;
  method: string;
  /** As the adapter sent it, `/api` and query included. */
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
  /** Prism's status for it (a refused request is 4xx there). */
  prismStatus: number;
  /** What the adapter got back: Prism's, or the test's own answer. */
  status: number;
}

export interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Answered this late (a timeout: longer than the adapter waits). */
  delayMs?: number;
}

interface Override {
  method?: string;
  path: RegExp;
  answer: Answer | ((call: ContractCall) => Answer);
  times: number;
}

/**
 * Where UPS's documents contradict themselves, the words win over the schema, and only there:
 * Locator.yaml says `RequestAction`'s only valid value is 'Locator' and its examples send it, yet
 * its schema asks exactly 13 characters.
 */
const DOCUMENT_DEFECTS = [
  { location: 'request.body.LocatorRequest.Request.RequestAction', message: /fewer than 13 characters/ },
];
const defect = (location: string, message: string) =>
  DOCUMENT_DEFECTS.some((d) => d.location === location && d.message.test(message));

/** Which mock a path goes to, as UPS's host serves them: OAuth under /security, the APIs under /api. */
function documentOf(pathname: string): { document: UpsDocument; path: string } | null {
  if (pathname.startsWith('/security/')) return { document: 'OAuthClientCredentials', path: pathname };
  if (!pathname.startsWith('/api/')) return null;
  const path = pathname.slice('/api'.length);
  const rules: [RegExp, UpsDocument][] = [
    [/^\/shipments\/[^/]+\/(ship|void)\b/, 'Shipping'],
    [/^\/labels\//, 'Shipping'],
    [/^\/track\//, 'Tracking'],
    [/^\/locations\//, 'Locator'],
    [/^\/(shipments\/[^/]+\/pickup|pickupcreation|pickup)\b/, 'Pickup'],
    [/^\/paperlessdocuments\//, 'Paperless'],
  ];
  const rule = rules.find(([re]) => re.test(path));
  return rule ? { document: rule[1], path } : null;
}

async function readBody(req: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * UPS's host as the tests see it: one base URL that routes each call to the Prism mock of its
 * document, which checks the request against UPS's schema. Every request violation is kept, and
 * `useUpsContract` fails the test that caused one. A test may answer a call itself (an error,
 * a 429, a slow answer, a realistic label); Prism still checks the request first.
 */
export async function upsContractServer(bases: Record<UpsDocument, string>) {
  const calls: ContractCall[] = [];
  const violations: Violation[] = [];
  const overrides: Override[] = [];
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://ups.test');
    const body = await readBody(req);
    const route = documentOf(url.pathname);
    const call: ContractCall = {
      document: route?.document ?? null,
      method: req.method ?? 'GET',
      url: `${url.pathname}${url.search}`,
      headers: req.headers,
      body,
      prismStatus: 0,
      status: 0,
    };
    calls.push(call);
    if (!route) {
      violations.push({ operation: call.url, location: 'path', message: 'no UPS operation at this path' });
      call.status = 404;
      res.writeHead(404).end();
      return;
    }
    const headers = { ...req.headers };
    delete headers.host;
    delete headers['content-length'];
    const prism = await fetch(`${bases[route.document]}${route.path}${url.search}`, {
      method: call.method,
      headers: headers as Record<string, string>,
      ...(body === '' ? {} : { body }),
    });
    const prismBody = await prism.text();
    call.prismStatus = prism.status;
    const found = JSON.parse(prism.headers.get('sl-violations') ?? '[]') as {
      location: string[];
      message: string;
    }[];
    for (const v of found.filter(
      (f) => f.location[0] === 'request' && !defect(f.location.join('.'), f.message),
    ))
      violations.push({
        operation: `${call.method} ${route.path}`,
        location: v.location.join('.'),
        message: v.message,
      });
    const override = overrides.find(
      (o) => (!o.method || o.method === call.method) && o.path.test(url.pathname),
    );
    if (override) {
      override.times -= 1;
      if (override.times <= 0) overrides.splice(overrides.indexOf(override), 1);
      const answer = typeof override.answer === 'function' ? override.answer(call) : override.answer;
      if (answer.delayMs) await new Promise((r) => setTimeout(r, answer.delayMs));
      call.status = answer.status;
      if (res.destroyed) return;
      res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
      return;
    }
    call.status = prism.status;
    res.writeHead(prism.status, { 'content-type': prism.headers.get('content-type') ?? 'application/json' });
    res.end(prismBody);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    calls,
    violations,
    /** The next `times` calls of this method and path are answered with `answer`. */
    answer(match: { method?: string; path: RegExp }, answer: Override['answer'], times = 1) {
      overrides.push({ ...match, answer, times });
    },
    reset() {
      calls.length = 0;
      violations.length = 0;
      overrides.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type UpsContract = Awaited<ReturnType<typeof upsContractServer>>;

/**
 * A file's UPS host on the run's Prism mocks; a request that breaks UPS's schema fails the test
 * that sent it.
 */
export function useUpsContract() {
  const state = { ups: undefined as unknown as UpsContract };
  beforeAll(async () => {
    state.ups = await upsContractServer(inject('upsMocks'));
  });
  afterEach(() => {
    const violations = [...state.ups.violations];
    state.ups.reset();
    expect(violations, 'requests UPS would refuse').toEqual([]);
  });
  afterAll(() => state.ups?.close());
  return state;
}

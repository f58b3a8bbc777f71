import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import '@/shared/i18n/i18n';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { loadErrorTexts } from '@/shared/i18n/errors/texts';
import { mockFetch, takeUnanswered } from './fetch-mock';

// The first render of a file loads its lazy chunks (the data table, dates): on a busy 2-core
// machine that took longer than findBy's default second, and once in CI longer than five (the
// profile page's first text). A wait ends as soon as its text shows; tests allow 15 s.
configure({ asyncUtilTimeout: 10_000 });

// Pages draw after the router has loaded these; components tested alone need them too.
await loadErrorTexts();

// Mantine reads media queries and element sizes; happy-dom lacks some of these.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// No test reaches the network: a call the test did not stub fails it, with its method and URL.
beforeEach(() => {
  mockFetch();
});

afterEach(() => {
  const unanswered = takeUnanswered();
  cleanup();
  if (unanswered.length > 0) {
    throw new Error(`Calls the test did not stub (stub them with mockFetch):\n${unanswered.join('\n')}`);
  }
  vi.unstubAllGlobals();
  localStorage.clear();
});

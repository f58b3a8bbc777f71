import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import '@/shared/i18n/i18n';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { mockFetch } from './fetch-mock';

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

// No test reaches the network: calls nobody answers get an empty 204.
beforeEach(() => {
  mockFetch();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/shared/api/query-client';
import { setUser } from '@/shared/session/session-store';
import { json, mockFetch } from '@/test/fetch-mock';
import { customerUser } from '@/test/users';
import { useOfferedServices } from './use-offered-services';

const TIME_FIELD = { name: 'time', labelSv: 'Tid', labelEn: 'Time', required: true, maxLength: 20 };
const listed = [
  { id: 15, type: 'tailLift', labelSv: 'Bakgavellyft', labelEn: 'Tail lift', price: 295, perPackage: false },
  { id: 16, type: 'timeDelivery', labelSv: 'Tidsbokad', labelEn: 'Timed', price: 700, perPackage: true },
];
const option = (id: number, fields: unknown[]) => ({
  id,
  templateName: 'dsv_groupage',
  type: id === 15 ? 'tailLift' : 'timeDelivery',
  labelSv: 'x',
  labelEn: 'x',
  price: 350,
  perPackage: true,
  fields,
  terms: '',
});

function renderOffered(options: typeof listed) {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useOfferedServices(options), { wrapper });
}

describe('the added services step 3 offers', () => {
  beforeEach(() => setUser(customerUser));

  it("keep the price list's name and price for these goods and take each one's fields from its own call", async () => {
    const fetched = mockFetch((c) => {
      if (c.path === '/api/freightservice/option/15') return json(200, option(15, []));
      if (c.path === '/api/freightservice/option/16') return json(200, option(16, [TIME_FIELD]));
      return undefined;
    });
    const { result } = renderOffered(listed);
    expect(result.current.ready).toBe(false);
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.offered).toEqual([
      { ...listed[0], fields: [] },
      { ...listed[1], fields: [TIME_FIELD] },
    ]);
    expect(fetched.calls.map((c) => c.path).sort()).toEqual([
      '/api/freightservice/option/15',
      '/api/freightservice/option/16',
    ]);
  });

  it('are known at once when the service offers none', () => {
    mockFetch();
    const { result } = renderOffered([]);
    expect(result.current).toEqual({ offered: [], ready: true });
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUser, useSessionStore } from '@/shared/session/session-store';
import { makeCustomer } from '@/test/customer';
import { apiErrorResponse, json, mockFetch, type Responder } from '@/test/fetch-mock';
import { customerUser } from '@/test/users';
import { newGoodsRow } from '../model/draft';
import { useDraftStore } from '../model/draft-store';
import PricePage from '../pages/price-page';
import { completeDraft, draftPostcodes, renderAt, setDraft } from '../test/fixtures';

const pallet = {
  id: 4,
  name: 'Pall möbler',
  packageType: 'pallet',
  noOfPackages: 2,
  length: 120,
  width: 80,
  height: 100,
  weight: 250.5,
  goodsType: '',
};

const customer: Responder = (c) =>
  c.method === 'GET' && c.path === `/api/customer/${customerUser.id}` ? json(200, makeCustomer()) : undefined;

const favourites =
  (list: unknown[]): Responder =>
  (c) =>
    c.method === 'GET' && c.path === '/api/package-favourite' ? json(200, list) : undefined;

function renderForm(draft = completeDraft()) {
  setDraft(draft);
  return renderAt('/shipment/price', [{ path: '/shipment/price', Component: PricePage }]);
}

describe('package favourites in the price form', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    sessionStorage.clear();
    await setUser(customerUser);
  });

  it('says there are none', async () => {
    mockFetch(draftPostcodes, customer, favourites([]));
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Favoriter' }));
    expect(await screen.findByText('Inga paketfavoriter')).toBeInTheDocument();
  });

  it('fills the empty first row with a picked favourite, and adds a row after that', async () => {
    mockFetch(draftPostcodes, customer, favourites([pallet]));
    const draft = completeDraft();
    renderForm({ ...draft, goods: [newGoodsRow()] });
    await userEvent.click(screen.getByRole('button', { name: 'Favoriter' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Pall möbler' }));
    const goods = () => useDraftStore.getState().draft?.goods ?? [];
    expect(goods()).toHaveLength(1);
    expect(goods()[0]).toMatchObject({
      packageType: 'pallet',
      noOfPackages: '2',
      weight: '250,5',
      height: '100',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Favoriter' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Pall möbler' }));
    expect(goods()).toHaveLength(2);
  });

  it('saves a goods row under a name and shows a taken name as refused', async () => {
    let taken = true;
    const { calls } = mockFetch(draftPostcodes, customer, favourites([]), (c) => {
      if (c.method !== 'POST' || c.path !== '/api/package-favourite') return undefined;
      if (taken) {
        taken = false;
        return apiErrorResponse(409, 'packagefavourite.name_taken');
      }
      return json(201, { ...(c.body as object), id: 9 });
    });
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Spara godsrad 1 som favorit' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Namn' }), 'Kartong');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Spara' }));
    expect(
      await within(dialog).findByText('Det finns redan en paketfavorit med det namnet.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const posted = calls.filter((c) => c.method === 'POST' && c.path === '/api/package-favourite');
    expect(posted).toHaveLength(2);
    const row = completeDraft().goods[0];
    expect(posted[1]?.body).toMatchObject({ name: 'Kartong', packageType: row?.packageType, goodsType: '' });
  });

  it('renames and deletes in the manage dialog', async () => {
    const { calls } = mockFetch(draftPostcodes, customer, favourites([pallet]), (c) => {
      if (c.method === 'PUT' && c.path === '/api/package-favourite/4')
        return json(200, { ...(c.body as object), id: 4 });
      if (c.method === 'DELETE' && c.path === '/api/package-favourite/4')
        return new Response(null, { status: 204 });
      return undefined;
    });
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Favoriter' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Hantera favoriter' }));
    const manage = await screen.findByRole('dialog', { name: 'Paketfavoriter' });
    await userEvent.click(within(manage).getByRole('button', { name: 'Byt namn' }));
    const rename = await screen.findByRole('dialog', { name: 'Byt namn på favorit' });
    const name = within(rename).getByRole('textbox', { name: 'Namn' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Pall');
    await userEvent.click(within(rename).getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ name: 'Pall', weight: 250.5 });
    await userEvent.click(within(manage).getByRole('button', { name: 'Ta bort favoriten Pall möbler' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
  });

  it('is not offered to a visitor', async () => {
    useSessionStore.setState({ user: null });
    mockFetch(draftPostcodes);
    renderForm();
    await screen.findByRole('button', { name: 'Visa priser' });
    expect(screen.queryByRole('button', { name: 'Favoriter' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Spara godsrad 1 som favorit' })).toBeNull();
  });
});

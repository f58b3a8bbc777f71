import type { Complaint } from '@skeppa/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/shared/i18n/i18n';
import { setUser } from '@/shared/session/session-store';
import { json, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { customerUser } from '@/test/users';
import { complaintTexts } from '../texts';
import { ComplaintDrawer } from './complaint-drawer';

/** Complaint 5, sent to DHL Freight on 20 November and reminded on the 25th, with one attachment. */
const sentComplaint = (o: Partial<Complaint> = {}): Complaint => ({
  id: 5,
  custId: 7,
  supplierId: 116,
  supplier: 'DHL Freight',
  createdBy: 'Anna Svensson',
  createdDate: '2026-11-20T09:00:00Z',
  sentDate: '2026-11-20T10:00:00Z',
  sentReceiverId: 116,
  identifier: '1234567897',
  attachedFileUrl: '0b6f3c1e-8d1a-4a55-9f0e-3c2a1b4d5e6f',
  description: 'Två kartonger var intryckta vid leveransen.',
  complaintClaim: 1250.5,
  replyToMember: '',
  markMemberList: false,
  markAdminList: false,
  refComplaintId: null,
  processed: false,
  internalComment: '',
  status: 'sent',
  consignmentId: null,
  files: [
    {
      id: 21,
      fileName: 'kvitto.pdf',
      contentType: 'application/pdf',
      size: 1200,
      filePath: '0b6f3c1e-8d1a-4a55-9f0e-3c2a1b4d5e6f',
      uploadedAt: '2026-11-20T09:30:00Z',
    },
  ],
  lastReminderDate: '2026-11-25T08:00:00Z',
  ...o,
});

const noOrders = {
  orders: [],
  total: 0,
  totalCapped: false,
  page: 1,
  pageSize: 25,
  showAllBooked: false,
};

function serve() {
  return mockFetch((c) => {
    if (c.path.startsWith('/api/order/customer/7')) return json(200, noOrders);
    if (c.method === 'GET' && c.path === '/api/complaint/reminder/5')
      return json(200, { id: 5, lastReminderDate: '2026-11-28T09:00:00Z' });
    if (c.method === 'DELETE' && c.path === '/api/complaint/5') return new Response(null, { status: 204 });
    if (c.method === 'GET' && c.path.startsWith('/api/complaint/list')) return json(200, { items: [] });
    return undefined;
  });
}

describe('complaint drawer', () => {
  beforeEach(async () => {
    // happy-dom has no FontFaceSet, which Mantine's growing text areas listen to for a late font.
    if (!('fonts' in document))
      Object.defineProperty(document, 'fonts', {
        configurable: true,
        value: { addEventListener: () => {}, removeEventListener: () => {} },
      });
    await setUser(customerUser);
    await complaintTexts;
    await changeLanguage('sv');
  });

  it("shows a sent complaint to an administrator frozen, with its files and the answer's fields, and reminds the carrier", async () => {
    const { calls } = serve();
    renderWithProviders(<ComplaintDrawer editing={sentComplaint()} custId={7} admin onClose={() => {}} />);
    const note = await screen.findByTestId('complaint-sent-note');
    expect(note).toHaveTextContent('Skickad till DHL Freight 2026-11-20');
    expect(note).toHaveTextContent('Senaste påminnelse 2026-11-25');
    expect(screen.getByTestId('complaint-file')).toHaveTextContent('kvitto.pdf');
    expect(screen.getByRole('textbox', { name: /^Vad hände/ })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /^Transportörens svar/ })).not.toHaveAttribute('readonly');
    expect(screen.getByRole('checkbox', { name: 'Avslutad' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Intern kommentar/ })).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Spara och skicka till transportören' }),
    ).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Påminn transportören' }));
    expect(await screen.findByText('Transportören har fått en påminnelse.')).toBeInTheDocument();
    expect(note).toHaveTextContent('Senaste påminnelse 2026-11-28');
    expect(calls.filter((c) => c.path === '/api/complaint/reminder/5')).toHaveLength(1);
  });

  it('shows a user the reply read-only and nothing internal, and deletes the complaint after a confirm', async () => {
    const { calls } = serve();
    const onClose = vi.fn();
    renderWithProviders(
      <ComplaintDrawer
        editing={sentComplaint({ replyToMember: 'Ersätts med 1 250,50 kr.', status: 'answered' })}
        custId={7}
        admin={false}
        onClose={onClose}
      />,
    );
    const reply = await screen.findByRole('textbox', { name: /^Transportörens svar/ });
    expect(reply).toHaveValue('Ersätts med 1 250,50 kr.');
    expect(reply).toHaveAttribute('readonly');
    expect(screen.queryByRole('checkbox', { name: 'Avslutad' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Intern kommentar/ })).not.toBeInTheDocument();
    // Answered: nothing left to remind the carrier of.
    expect(screen.queryByRole('button', { name: 'Påminn transportören' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Ta bort' }));
    const confirm = screen.getByText('Ta bort reklamationen och dess bilagor?').parentElement as HTMLElement;
    await userEvent.click(within(confirm).getByRole('button', { name: 'Avbryt' }));
    expect(screen.queryByText('Ta bort reklamationen och dess bilagor?')).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Ta bort' }));
    await userEvent.click(
      within(
        screen.getByText('Ta bort reklamationen och dess bilagor?').parentElement as HTMLElement,
      ).getByRole('button', { name: 'Ta bort' }),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/complaint/5']);
  });
});

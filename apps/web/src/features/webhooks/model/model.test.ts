import { WEBHOOK_EVENT_TYPES } from '@skeppa/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api/api-error';
import { makeAttempt, makeEndpoint } from '../test/fixtures';
import { attemptOutcome, formatDuration } from './delivery-row';
import { endpointDraft, endpointProblems, endpointRequest, isAddressRefusal } from './endpoint-form';

describe('the endpoint form', () => {
  it('starts a new endpoint at https:// with every event ticked, and an old one as it is', () => {
    expect(endpointDraft()).toEqual({
      url: 'https://',
      description: '',
      eventTypes: [...WEBHOOK_EVENT_TYPES],
    });
    expect(endpointDraft(makeEndpoint())).toEqual({
      url: 'https://erp.nordiskverktyg.se/hooks/skeppa',
      description: 'Affärssystemet',
      eventTypes: ['order.booked', 'shipment.status_changed'],
    });
  });

  it('says what is missing or wrong, field by field, by the schema the API checks with', () => {
    const draft = endpointDraft();
    expect(endpointProblems(draft)).toEqual({ url: 'validation.required' });
    expect(endpointProblems({ ...draft, url: 'erp.example.se/hooks' })).toEqual({
      url: 'webhooks.form.urlInvalid',
    });
    expect(endpointProblems({ ...draft, url: 'ftp://erp.example.se/' })).toEqual({
      url: 'webhooks.form.urlInvalid',
    });
    expect(endpointProblems({ ...draft, url: 'https://erp.example.se/', eventTypes: [] })).toEqual({
      eventTypes: 'webhooks.form.eventTypesRequired',
    });
    expect(endpointProblems({ ...draft, url: 'https://erp.example.se/' })).toEqual({});
  });

  it('sends the address trimmed and the events in the catalogue’s order, whatever order they were ticked in', () => {
    expect(
      endpointRequest({
        url: '  https://erp.example.se/hooks ',
        description: ' ERP ',
        eventTypes: ['bill.paid', 'order.booked'],
      }),
    ).toEqual({
      url: 'https://erp.example.se/hooks',
      description: 'ERP',
      eventTypes: ['order.booked', 'bill.paid'],
    });
    expect(endpointRequest(endpointDraft())).toBeNull();
  });

  it('tells the server’s refusals of the address from other errors', () => {
    const refusal = (code: string) =>
      new ApiError(400, { message: code, errors: [{ code, description: code }] });
    expect(isAddressRefusal(refusal('webhook.address_refused'))).toBe(true);
    expect(isAddressRefusal(refusal('webhook.https_required'))).toBe(true);
    expect(isAddressRefusal(refusal('webhook.too_many_endpoints'))).toBe(false);
    expect(isAddressRefusal(new Error('offline'))).toBe(false);
  });
});

describe('a delivery row', () => {
  it('tells an attempt by its HTTP status, or by what went wrong when none came', () => {
    expect(attemptOutcome(makeAttempt({ httpStatus: 503, ok: false, failure: 'status' }))).toEqual({
      key: 'webhooks.outcome.http',
      values: { status: 503 },
    });
    expect(attemptOutcome(makeAttempt({ httpStatus: null, ok: false, failure: 'timeout' })).key).toBe(
      'webhooks.outcome.timeout',
    );
  });

  it('writes durations in ms under a second, in seconds with a decimal comma above', () => {
    expect(formatDuration(182)).toBe('182 ms');
    expect(formatDuration(1432)).toBe('1,4 s');
  });
});

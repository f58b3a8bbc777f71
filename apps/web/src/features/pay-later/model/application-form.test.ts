import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api/api-error';
import {
  type ApplicationDraft,
  applicationDraft,
  applicationProblems,
  applicationRequest,
  serverProblems,
} from './application-form';

// 556036-0793 passes the Luhn check of an org. no.; 556036-0794 does not.
const good: ApplicationDraft = { orgNo: '556036-0793', requestedLimit: 50_000, message: ' Månadsvis ' };

describe('the pay-later application', () => {
  it("starts from the company's org. no. as the profile has it, written the usual way", () => {
    expect(applicationDraft({ orgNo: '5560360793' })).toEqual({
      orgNo: '556036-0793',
      requestedLimit: '',
      message: '',
    });
  });

  it('is sent trimmed when it is right', () => {
    expect(applicationProblems(good)).toEqual({});
    expect(applicationRequest(good)).toEqual({
      orgNo: '556036-0793',
      requestedLimit: 50_000,
      message: 'Månadsvis',
    });
  });

  it('names each field that is not right, with the words of the form', () => {
    expect(applicationProblems({ orgNo: '', requestedLimit: '', message: '' })).toEqual({
      orgNo: 'validation.required',
      requestedLimit: 'validation.required',
    });
    expect(applicationProblems({ ...good, orgNo: '556036-0794' })).toEqual({ orgNo: 'validation.orgNo' });
    expect(applicationRequest({ ...good, orgNo: '556036-0794' })).toBeNull();
  });

  it('takes a limit from 1 000 to 5 000 000 SEK in whole kronor', () => {
    expect(applicationProblems({ ...good, requestedLimit: 1_000 })).toEqual({});
    expect(applicationProblems({ ...good, requestedLimit: 5_000_000 })).toEqual({});
    for (const limit of [999, 5_000_001, 1_500.5]) {
      expect(applicationProblems({ ...good, requestedLimit: limit })).toEqual({
        requestedLimit: 'payLater.form.limitRange',
      });
    }
  });

  it('refuses a message longer than 1 000 characters', () => {
    expect(applicationProblems({ ...good, message: 'x'.repeat(1001) })).toEqual({
      message: 'validation.tooLong',
    });
  });

  it("puts the server's refusal of the org. no. at its field, and nothing else there", () => {
    const refusal = (status: number, code: string) =>
      new ApiError(status, { message: code, errors: [{ code, description: code }] });
    expect(serverProblems(refusal(400, 'validation.orgNo'))).toEqual({ orgNo: 'validation.orgNo' });
    expect(serverProblems(refusal(409, 'paylater.pending'))).toEqual({});
    expect(serverProblems(new Error('x'))).toEqual({});
  });
});

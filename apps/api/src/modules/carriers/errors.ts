import type { CodedError } from '@skeppa/domain';

/** The carrier cannot be reached now (timeouts, its 5xx and 429 after retries, an open circuit). */
export class CarrierUnavailable extends Error {
  constructor(
    readonly carrier: string,
    readonly reason: 'timeout' | 'network' | 'status' | 'circuit_open' | 'answer',
    message: string,
  ) {
    super(message);
    this.name = 'CarrierUnavailable';
  }
}

/** The carrier would not take a paperless document: its reasons, for the paperless page. */
export class CarrierDocumentRefused extends Error {
  constructor(readonly errors: CodedError[]) {
    super(errors.map((e) => e.description).join('; ') || 'The carrier did not take the document');
    this.name = 'CarrierDocumentRefused';
  }
}

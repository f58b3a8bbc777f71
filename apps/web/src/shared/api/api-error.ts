import type { ApiErrorBody } from '@skeppa/domain';
import { loadFirstScreenSchemas } from './load-schemas';

/** A non-2xx answer from the API, carrying the parsed error body when the server sent one. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody | null;

  constructor(status: number, body: ApiErrorBody | null) {
    super(body?.message || `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** The first stable error code, which the UI translates. */
  get code(): string | undefined {
    return this.body?.errors[0]?.code;
  }

  static async fromResponse(res: Response): Promise<ApiError> {
    let body: ApiErrorBody | null = null;
    try {
      const [data, { apiErrorBodySchema }] = await Promise.all([res.json(), loadFirstScreenSchemas()]);
      const parsed = apiErrorBodySchema.safeParse(data);
      if (parsed.success) body = parsed.data;
    } catch {
      // A proxy or crash may answer with HTML or nothing; the status alone must do.
    }
    return new ApiError(res.status, body);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

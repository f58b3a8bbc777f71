import { isApiError } from '@/shared/api/api-error';

/**
 * The server's answer to a user who is not an administrator: the company's invoices are theirs to
 * see. The page says so calmly rather than as a failure.
 */
export function isAdminRequired(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && error.code === 'bill.admin_required';
}

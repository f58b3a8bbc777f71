import { isApiError } from '@/shared/api/api-error';

/**
 * The server's answer to someone who is not an administrator: the log is the administrators' to
 * read. The page says so calmly rather than as a failure.
 */
export function isAdminRequired(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && error.code === 'audit.admin_required';
}

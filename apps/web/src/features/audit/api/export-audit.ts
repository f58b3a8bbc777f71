import type { AuditExportFormat, Language } from '@skeppa/domain';
import { downloadFile, saveFile } from '@/shared/api/transfer';

/**
 * GET /audit/export?format=&language=&…: the log under the list's filters as a file, saved under
 * the server's name; its action names in the language the page is shown in.
 */
export async function exportAudit(
  params: Record<string, string>,
  format: AuditExportFormat,
  language: Language,
) {
  const query = new URLSearchParams({ ...params, format, language }).toString();
  const { blob, name } = await downloadFile(`/audit/export?${query}`, `skeppa-audit.${format}`);
  saveFile(blob, name);
}

import { downloadFile, saveFile } from '@/shared/api/transfer';

/** GET /contact/import/template: the xlsx with the import's headings, saved by the browser. */
export async function downloadTemplate() {
  const { blob, name } = await downloadFile('/contact/import/template', 'skeppa-contacts-template.xlsx');
  saveFile(blob, name);
}

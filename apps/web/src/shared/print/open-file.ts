import { saveFile } from '../api/transfer';

/**
 * Shows a PDF in a new tab, opened only once the file is here: a print that is refused or fails
 * opens no tab at all. A browser lets a click open a tab for a few seconds after it (Chromium and
 * Firefox 5 s); an answer slower than that finds the tab blocked, and the file is saved instead.
 * Answers whether it was shown. The object URL stays while the tab may still be reading it.
 */
export function openPdf(blob: Blob, name: string): boolean {
  const tab = window.open('', '_blank');
  if (!tab) {
    saveFile(blob, name);
    return false;
  }
  tab.opener = null;
  const url = URL.createObjectURL(blob);
  tab.location.href = url;
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return true;
}

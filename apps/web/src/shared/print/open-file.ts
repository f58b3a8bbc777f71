import { saveFile } from '../api/transfer';

/**
 * A tab opened at the click, before the file is asked for: a tab opened after an await is taken
 * for a pop-up and blocked. Null where the browser refused it anyway.
 */
export function reserveTab(): Window | null {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  return tab;
}

/**
 * Shows a PDF in the tab reserved for it, or saves it where there is none (blocked); answers
 * whether it was shown. The object URL stays while the tab may still be reading it.
 */
export function showPdf(tab: Window | null, blob: Blob, name: string): boolean {
  if (!tab || tab.closed) {
    saveFile(blob, name);
    return false;
  }
  const url = URL.createObjectURL(blob);
  tab.location.href = url;
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return true;
}

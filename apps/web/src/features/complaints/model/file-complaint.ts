import type { AftercareFile, Complaint } from '@skeppa/domain';
import { type Attachment, unsent } from '@/shared/aftercare/attachments';
import { createComplaint, updateComplaint } from '../api/save-complaint';
import { uploadComplaintFile } from '../api/upload-complaint-file';
import { type ComplaintForm, complaintInputOf } from './complaint-form';

export interface Filing {
  /** The saved complaint's id; null until the first save. */
  complaintId: number | null;
  form: ComplaintForm;
  attachments: readonly Attachment[];
  /** Send it to the carrier once saved with its files. */
  send: boolean;
  /** An administrator's fields go with the save. */
  admin: boolean;
}

/** What each step has done, told as it happens, so a failure later keeps it and a retry goes on. */
export interface FilingReport {
  saved: (complaint: Complaint) => void;
  progress: (key: string, fraction: number) => void;
  stored: (key: string, file: AftercareFile) => void;
}

/**
 * Save (and Send): save the complaint (POST the first time, PUT after), upload the files not yet
 * sent, then — for Send — PUT it again with `send: true`, so the carrier gets every attachment.
 */
export async function fileComplaint(filing: Filing, report: FilingReport): Promise<Complaint> {
  const input = complaintInputOf(filing.form);
  const adminFields = filing.admin
    ? {
        replyToMember: filing.form.replyToMember,
        processed: filing.form.processed,
        internalComment: filing.form.internalComment,
      }
    : {};
  let saved =
    filing.complaintId === null
      ? await createComplaint(input)
      : await updateComplaint({ id: filing.complaintId, ...input, ...adminFields });
  report.saved(saved);
  for (const attachment of unsent(filing.attachments)) {
    const stored = await uploadComplaintFile(saved.id, attachment.file, (f) =>
      report.progress(attachment.key, f),
    );
    report.stored(attachment.key, stored);
  }
  if (filing.send && saved.sentDate === null) {
    saved = await updateComplaint({ id: saved.id, ...input, send: true });
    report.saved(saved);
  }
  return saved;
}

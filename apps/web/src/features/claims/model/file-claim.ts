import type { AftercareFile, Claim } from '@skeppa/domain';
import { type Attachment, unsent } from '@/shared/aftercare/attachments';
import { createClaim } from '../api/create-claim';
import { submitClaim } from '../api/submit-claim';
import { updateClaim } from '../api/update-claim';
import { uploadClaimFile } from '../api/upload-claim-file';
import { type ClaimForm, claimInputOf } from './claim-form';

/** What Submit works from: the form as typed, its attachments, and the draft once saved. */
export interface Filing {
  consignmentId: number;
  /** The saved draft's id; null until the first save. */
  claimId: number | null;
  form: ClaimForm;
  attachments: readonly Attachment[];
}

/** What each step has done, told as it happens, so a failure later keeps it and a retry goes on. */
export interface FilingReport {
  saved: (claim: Claim) => void;
  progress: (key: string, fraction: number) => void;
  stored: (key: string, file: AftercareFile) => void;
  /** The draft and its files are all in; what is left is the submit itself. */
  submitting: () => void;
}

/**
 * Submit: save the draft (POST the first time, PUT after), upload the files not yet sent, then
 * submit it to the insurer. Any step may fail; what was done before stays reported, so the next
 * attempt saves the same draft again and sends only the files still missing.
 */
export async function fileClaim(filing: Filing, report: FilingReport): Promise<Claim> {
  const input = claimInputOf(filing.form);
  const draft =
    filing.claimId === null
      ? await createClaim({ consignmentId: filing.consignmentId, ...input })
      : await updateClaim({ id: filing.claimId, ...input });
  report.saved(draft);
  for (const attachment of unsent(filing.attachments)) {
    const stored = await uploadClaimFile(draft.id, attachment.file, (f) =>
      report.progress(attachment.key, f),
    );
    report.stored(attachment.key, stored);
  }
  report.submitting();
  return submitClaim(draft.id);
}

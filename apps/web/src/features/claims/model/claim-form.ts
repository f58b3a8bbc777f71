import {
  type BankAccount,
  type BankAccountType,
  type Claim,
  type ClaimKind,
  formatNumber,
  normalisedBankAccount,
  parseDecimal,
} from '@skeppa/domain';

/** The claim as the form holds it: the amount and the account as typed, the kind unset at first. */
export interface ClaimForm {
  kind: ClaimKind | '';
  description: string;
  /** SEK as typed, with a decimal comma or a point ("12 500,50"). */
  amount: string;
  bankType: BankAccountType;
  clearing: string;
  accountNumber: string;
}

export function emptyClaimForm(): ClaimForm {
  // Bankgiro first: it is how Swedish companies are paid.
  return { kind: '', description: '', amount: '', bankType: 'bankgiro', clearing: '', accountNumber: '' };
}

/** A saved draft back in the form, as its user typed it as near as the numbers allow. */
export function formFromClaim(claim: Claim): ClaimForm {
  return {
    kind: claim.kind,
    description: claim.description,
    amount: formatNumber(claim.amount, 2),
    bankType: claim.bankAccount.type,
    clearing: claim.bankAccount.clearing,
    accountNumber: claim.bankAccount.number,
  };
}

/**
 * The bank account the form names, as the server stores it: digits without the spaces and dashes
 * people write ("5050-1055"), and a clearing number only for a bank account.
 */
export function bankAccountOf(form: ClaimForm): BankAccount {
  return normalisedBankAccount({ type: form.bankType, clearing: form.clearing, number: form.accountNumber });
}

/** What the form sends once it has no problems (validate-claim.ts): the amount read, the text trimmed. */
export function claimInputOf(form: ClaimForm) {
  return {
    kind: form.kind as ClaimKind,
    description: form.description.trim(),
    amount: parseDecimal(form.amount) ?? Number.NaN,
    bankAccount: bankAccountOf(form),
  };
}

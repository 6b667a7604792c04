import type { OrderMeta } from '../../db/schema/orders';
import type { MailMessageId } from '../mail/messages';

/** One account of the bank-transfer gateway (WooCommerce's woocommerce_bacs_accounts entries). */
export interface BankAccount {
  accountName: string;
  bankName: string;
  iban: string;
  bic: string;
}

/** Order meta keys of the bank details, in the order the order page and the mail list them. */
export const BANK_META_KEYS = ['bank_account_name', 'bank_name', 'bank_iban', 'bank_bic'] as const;

function accountsOf(settings: unknown): BankAccount[] {
  const accounts = (settings as { accounts?: unknown } | null)?.accounts;
  if (!Array.isArray(accounts)) return [];
  return accounts.filter((account): account is BankAccount => typeof account?.iban === 'string' && account.iban !== '');
}

/**
 * The bank details copied onto a bank-transfer order when it is placed, so the order page and the mail
 * keep showing the account the shopper was told to pay to, even if the shop changes its account later.
 */
export function bankAccountMeta(settings: unknown): OrderMeta[] {
  const account = accountsOf(settings)[0];
  if (!account) return [];
  const values = [account.accountName, account.bankName, account.iban, account.bic];
  return BANK_META_KEYS.map((key, index) => ({ key, value: values[index] ?? '' })).filter((entry) => entry.value !== '');
}

/** The bank details of an order, each with the mail text that names it. */
export function bankDetailsOf(meta: OrderMeta[]): { label: MailMessageId; value: string }[] {
  const labels: Record<(typeof BANK_META_KEYS)[number], MailMessageId> = {
    bank_account_name: 'order.bank.accountName',
    bank_name: 'order.bank.bankName',
    bank_iban: 'order.bank.iban',
    bank_bic: 'order.bank.bic',
  };
  return BANK_META_KEYS.flatMap((key) => {
    const entry = meta.find((candidate) => candidate.key === key);
    return entry ? [{ label: labels[key], value: entry.value }] : [];
  });
}

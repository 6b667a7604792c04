import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { backend } from '../backend/backend';

/**
 * Formats an amount in the shop's currency (the backend's, learnt by the server) for the active locale:
 * 1234.5 -> "€1,234.50" in en-US, "1.234,50 €" in de-DE. RAW prices arrive as strings ("18.00"); an
 * empty or non-numeric amount gives ''.
 */
export function useFormatPrice(): (amount: number | string, currency?: string) => string {
  const intl = useIntl();
  return useCallback(
    (amount, currency = backend().currency) => {
      const value = typeof amount === 'number' ? amount : amount.trim() === '' ? Number.NaN : Number(amount);
      return Number.isFinite(value) ? intl.formatNumber(value, { style: 'currency', currency }) : '';
    },
    [intl],
  );
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const SQL_DATE_TIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})/;

/**
 * WordPress sends local times like "2026-01-05 10:30:00" or bare dates; both mean the shop's calendar
 * day, so they are read as local time (a bare ISO date would otherwise be UTC midnight and can show
 * the previous day west of Greenwich).
 */
function toDate(value: string | number | Date): Date {
  if (typeof value !== 'string') return new Date(value);
  const dateOnly = DATE_ONLY.exec(value);
  if (dateOnly) return new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3]));
  return new Date(SQL_DATE_TIME.test(value) ? value.replace(' ', 'T') : value);
}

/**
 * Formats a date as 'Month day, year' for the active locale (spec §9): "January 5, 2026" in en-US,
 * "5. Januar 2026" in de-DE. An unreadable date gives ''.
 */
export function useFormatDate(): (date: string | number | Date) => string {
  const intl = useIntl();
  return useCallback(
    (date) => {
      const value = toDate(date);
      return Number.isNaN(value.getTime()) ? '' : intl.formatDate(value, { year: 'numeric', month: 'long', day: 'numeric' });
    },
    [intl],
  );
}

import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { useFormatDate, useFormatPrice } from './format';

function inLocale(locale: string) {
  return ({ children }: { children: ReactNode }) => (
    <IntlProvider locale={locale} defaultLocale="en-US">
      {children}
    </IntlProvider>
  );
}

const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('useFormatPrice', () => {
  it('formats the shop currency (EUR) for the active locale', () => {
    expect(renderHook(useFormatPrice, { wrapper: inLocale('en-US') }).result.current(1234.5)).toBe('€1,234.50');
    expect(renderHook(useFormatPrice, { wrapper: inLocale('de-DE') }).result.current(1234.5)).toBe(`1.234,50${NBSP}€`);
    expect(renderHook(useFormatPrice, { wrapper: inLocale('fr-FR') }).result.current(1234.5)).toBe(`1${NNBSP}234,50${NBSP}€`);
    expect(renderHook(useFormatPrice, { wrapper: inLocale('pt-BR') }).result.current(18)).toBe(`€${NBSP}18,00`);
  });

  it('reads RAW price strings and leaves unreadable amounts empty', () => {
    const format = renderHook(useFormatPrice, { wrapper: inLocale('en-US') }).result.current;
    expect(format('18.00')).toBe('€18.00');
    expect(format('')).toBe('');
    expect(format('n/a')).toBe('');
  });

  it('takes another currency when asked', () => {
    expect(renderHook(useFormatPrice, { wrapper: inLocale('en-US') }).result.current(5, 'USD')).toBe('$5.00');
  });
});

describe('useFormatDate', () => {
  it("writes 'Month day, year' in the active locale", () => {
    expect(renderHook(useFormatDate, { wrapper: inLocale('en-US') }).result.current('2026-01-05')).toBe('January 5, 2026');
    expect(renderHook(useFormatDate, { wrapper: inLocale('de-DE') }).result.current('2026-01-05')).toBe('5. Januar 2026');
    expect(renderHook(useFormatDate, { wrapper: inLocale('es-ES') }).result.current('2026-01-05')).toBe('5 de enero de 2026');
    expect(renderHook(useFormatDate, { wrapper: inLocale('it-IT') }).result.current('2026-01-05')).toBe('5 gennaio 2026');
  });

  it('reads WordPress local date-times, Date objects and timestamps as the same calendar day', () => {
    const format = renderHook(useFormatDate, { wrapper: inLocale('en-US') }).result.current;
    expect(format('2026-01-05 23:30:00')).toBe('January 5, 2026');
    expect(format('2026-01-05T08:00:00')).toBe('January 5, 2026');
    expect(format(new Date(2026, 0, 5, 12))).toBe('January 5, 2026');
    expect(format(new Date(2026, 0, 5, 12).getTime())).toBe('January 5, 2026');
  });

  it('leaves an unreadable date empty', () => {
    expect(renderHook(useFormatDate, { wrapper: inLocale('en-US') }).result.current('someday')).toBe('');
  });
});

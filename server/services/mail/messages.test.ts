import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../src/i18n/locales';
import { MAIL_MESSAGES } from './messages';
import { mailTranslator } from './translator';

function argumentsOf(elements: MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type !== TYPE.literal && element.type !== TYPE.pound) names.add(element.value);
    if ('options' in element) for (const option of Object.values(element.options)) argumentsOf(option.value, names);
  }
  return names;
}

describe('mail texts', () => {
  it.each(LOCALES.filter((locale) => locale !== 'en_US'))('%s has every text, with the English arguments, and none left in English', (locale) => {
    const english = MAIL_MESSAGES.en_US;
    const translated = MAIL_MESSAGES[locale];
    const sameAsEnglish = ['order.bank.bankName', 'order.bank.iban', 'order.bank.bic', 'order.subtotal', 'order.total', 'order.statusAndPayment'];
    for (const id of Object.keys(english) as (keyof typeof english)[]) {
      expect([...argumentsOf(parse(translated[id]))].sort(), id).toEqual([...argumentsOf(parse(english[id]))].sort());
      if (!sameAsEnglish.includes(id)) expect(translated[id], id).not.toBe(english[id]);
    }
  });

  it('names statuses, countries and states in the mail’s language', () => {
    const german = mailTranslator('de_DE');
    expect(german.status('on-hold')).toBe('In Wartestellung');
    expect(german.status('shipped-by-plugin')).toBe('shipped-by-plugin');
    expect(german.country('DE')).toBe('Deutschland');
    expect(mailTranslator('fr_FR').country('DE')).toBe('Allemagne');
    expect(german.state('DE', 'BY')).toBe('Bayern');
    expect(german.state('DE', 'ZZ')).toBe('ZZ');
    expect(german.shopUrl('https://shop.example', '/my-account')).toBe('https://shop.example/de/my-account');
    expect(mailTranslator('en_US').shopUrl('https://shop.example', '/my-account')).toBe('https://shop.example/my-account');
  });
});

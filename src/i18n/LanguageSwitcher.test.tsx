import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { I18nStrategy } from '../config';
import { LanguageSwitcher } from './LanguageSwitcher';
import { LOCALE_COOKIE } from './localeCookie';
import { LocaleProvider } from './LocaleProvider';
import type { Locale } from './locales';
import { loadMessages } from './messages';

async function renderSwitcher(locale: Locale, strategy: I18nStrategy) {
  const openDocument = vi.fn();
  const messages = await loadMessages(locale);
  render(
    <LocaleProvider locale={locale} messages={messages} strategy={strategy} openDocument={openDocument}>
      <LanguageSwitcher />
    </LocaleProvider>,
  );
  return { openDocument };
}

async function choose(language: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button'));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: language }));
}

beforeEach(() => {
  document.cookie = `${LOCALE_COOKIE}=; Max-Age=0; Path=/`;
});
afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('LanguageSwitcher', () => {
  it('is labelled Language and lists each language under its own name', async () => {
    await renderSwitcher('en_US', 'prefix_except_default');
    const trigger = screen.getByRole('button', { name: /Language/ });
    expect(trigger).toHaveTextContent('English');
    await userEvent.setup().click(trigger);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'English',
      'Deutsch',
      'Español',
      'Français',
      'Italiano',
      'Português (Brasil)',
    ]);
    expect(options.map((option) => option.getAttribute('lang'))).toEqual(['en-US', 'de-DE', 'es-ES', 'fr-FR', 'it-IT', 'pt-BR']);
  });

  it('speaks the active language and sets <html lang>', async () => {
    await renderSwitcher('de_DE', 'prefix_except_default');
    expect(screen.getByRole('button', { name: /Sprache/ })).toHaveTextContent('Deutsch');
    expect(document.documentElement.lang).toBe('de-DE');
  });

  it('opens the same page, query and hash under the new prefix and remembers the choice', async () => {
    window.history.replaceState(null, '', '/de/product/hoodie?color=blue#reviews');
    const { openDocument } = await renderSwitcher('de_DE', 'prefix_except_default');
    await choose('Français');
    expect(openDocument).toHaveBeenCalledWith('/fr/product/hoodie?color=blue#reviews');
    expect(document.cookie).toContain(`${LOCALE_COOKIE}=fr_FR`);
  });

  it('drops the prefix when switching back to English', async () => {
    window.history.replaceState(null, '', '/de/products?orderby=price');
    const { openDocument } = await renderSwitcher('de_DE', 'prefix_except_default');
    await choose('English');
    expect(openDocument).toHaveBeenCalledWith('/products?orderby=price');
    expect(document.cookie).toContain(`${LOCALE_COOKIE}=en_US`);
  });

  it('without prefixes switches the texts in place and keeps the URL', async () => {
    window.history.replaceState(null, '', '/products?orderby=price');
    const { openDocument } = await renderSwitcher('en_US', 'no_prefix');
    await choose('Deutsch');
    await waitFor(() => expect(screen.getByRole('button', { name: /Sprache/ })).toHaveTextContent('Deutsch'));
    expect(document.documentElement.lang).toBe('de-DE');
    expect(window.location.pathname + window.location.search).toBe('/products?orderby=price');
    expect(document.cookie).toContain(`${LOCALE_COOKIE}=de_DE`);
    expect(openDocument).not.toHaveBeenCalled();
  });

  it('works from the keyboard', async () => {
    const { openDocument } = await renderSwitcher('en_US', 'prefix_except_default');
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: /Language/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('option', { name: 'English' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Deutsch' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(openDocument).toHaveBeenCalledWith('/de');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { createMessageLoader, loadMessages, loadMessagesOrDefaults, type Messages } from './messages';

const german: Messages = { 'languageSwitcher.label': [{ type: 0, value: 'Sprache' }] };

describe('message loading', () => {
  it('downloads only the requested locale, once, however often it is asked for', async () => {
    const importers = {
      './compiled/en_US.json': vi.fn(async () => ({})),
      './compiled/de_DE.json': vi.fn(async () => german),
      './compiled/fr_FR.json': vi.fn(async () => ({})),
    };
    const load = createMessageLoader(importers);

    const [first, second] = await Promise.all([load('de_DE'), load('de_DE')]);
    expect(await load('de_DE')).toBe(first);
    expect(second).toBe(first);
    expect(first).toEqual(german);
    expect(importers['./compiled/de_DE.json']).toHaveBeenCalledTimes(1);
    expect(importers['./compiled/en_US.json']).not.toHaveBeenCalled();
    expect(importers['./compiled/fr_FR.json']).not.toHaveBeenCalled();
  });

  it('tries again after a failed download', async () => {
    const importer = vi.fn<() => Promise<Messages>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(german);
    const load = createMessageLoader({ './compiled/de_DE.json': importer });
    await expect(load('de_DE')).rejects.toThrow('offline');
    await expect(load('de_DE')).resolves.toEqual(german);
  });

  it('says which locale has no compiled file', async () => {
    await expect(createMessageLoader({})('it_IT')).rejects.toThrow('No compiled messages for it_IT');
  });

  it('loads the compiled messages of every locale from src/i18n/compiled', async () => {
    const [english, deutsch] = await Promise.all([loadMessages('en_US'), loadMessages('de_DE')]);
    expect(english['languageSwitcher.label']).toEqual([{ type: 0, value: 'Language' }]);
    expect(deutsch['languageSwitcher.label']).toEqual([{ type: 0, value: 'Sprache' }]);
  });

  it('lets the first render go ahead in English, from its compiled messages, when the download fails', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const english = await loadMessagesOrDefaults('xx_XX' as never);
    expect(english['languageSwitcher.label']).toEqual([{ type: 0, value: 'Language' }]);
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });
});

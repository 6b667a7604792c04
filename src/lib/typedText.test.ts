import { describe, expect, it } from 'vitest';
import { textFieldParse, typedText } from './typedText';

/** Every C0 control character but tab, line feed and carriage return, the ones with a meaning of their own. */
const INVISIBLE = Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)).filter((char) => !'\t\n\r'.includes(char));

describe('typedText', () => {
  it('drops a NUL pasted into a one-line field, wherever it is', () => {
    expect(typedText('\u0000Kel\u0000ler\u0000', 'single-line')).toBe('Keller');
  });

  it('drops every invisible control character from one-line and multi-line text', () => {
    for (const char of INVISIBLE) {
      expect(typedText(`Ham${char}burg`, 'single-line')).toBe('Hamburg');
      expect(typedText(`Ham${char}burg`, 'multi-line')).toBe('Hamburg');
    }
  });

  it('keeps no tab or line break on one line: each becomes a space, so the words stay apart', () => {
    expect(typedText('Hauptstraße\t1\r\nHinterhaus\rEG\n', 'single-line')).toBe('Hauptstraße 1 Hinterhaus EG ');
  });

  it('keeps a message’s tabs and line breaks, each break as a line feed', () => {
    expect(typedText('Hello,\r\n\tthe hoodie\rruns small?\n\u0000', 'multi-line')).toBe('Hello,\n\tthe hoodie\nruns small?\n');
  });

  it('keeps text without control characters as it is, other scripts and emoji too', () => {
    const text = 'Zoë Ødegård 東京 🧢 – “quoted” \u00A0';
    expect(typedText(text, 'single-line')).toBe(text);
    expect(typedText(text, 'multi-line')).toBe(text);
  });

  it('drops only NUL from a password: any other character may be part of one set elsewhere', () => {
    expect(typedText('se\u0000cret\t\u0001 x', 'password')).toBe('secret\t\u0001 x');
  });
});

describe('textFieldParse', () => {
  it('gives the kept text, and no value for a field left with nothing', () => {
    expect(textFieldParse('single-line')('Maria\u0000')).toBe('Maria');
    expect(textFieldParse('single-line')('\u0000')).toBeUndefined();
    expect(textFieldParse('multi-line')('')).toBeUndefined();
    expect(textFieldParse('password')('\u0000pw')).toBe('pw');
  });

  it('is one function per kind, so a field’s parse stays the same from render to render', () => {
    expect(textFieldParse('multi-line')).toBe(textFieldParse('multi-line'));
  });
});

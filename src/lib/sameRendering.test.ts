import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { sameRendering } from './sameRendering';

const Label = ({ text }: { text: string }) => text;

describe('sameRendering', () => {
  it('takes props that differ only in their event handlers as the same rendering', () => {
    expect(sameRendering({ isDisabled: true, onPress: () => 1 }, { isDisabled: true, onPress: () => 2 })).toBe(true);
  });

  it('sees a changed value, a prop added or removed, and a changed style', () => {
    expect(sameRendering({ isDisabled: true }, { isDisabled: false })).toBe(false);
    expect(sameRendering({ isSelected: false }, { isSelected: false, isPending: true })).toBe(false);
    expect(sameRendering({ style: { width: 10 } }, { style: { width: 12 } })).toBe(false);
    expect(sameRendering({ style: { width: 10 } }, { style: { width: 10 } })).toBe(true);
  });

  it('compares children by what they would draw: type, key and props, recreated or not', () => {
    const first = { children: [createElement(Label, { text: 'Cart' }), createElement('span', { key: 'count' }, '0')] };
    expect(sameRendering(first, { children: [createElement(Label, { text: 'Cart' }), createElement('span', { key: 'count' }, '0')] })).toBe(true);
    expect(sameRendering(first, { children: [createElement(Label, { text: 'Cart' }), createElement('span', { key: 'count' }, '2')] })).toBe(false);
    expect(sameRendering(first, { children: [createElement(Label, { text: 'Basket' }), createElement('span', { key: 'count' }, '0')] })).toBe(false);
    expect(sameRendering({ children: createElement('b') }, { children: createElement('i') })).toBe(false);
  });

  it('does not take a class instance or a very deep structure for unchanged', () => {
    expect(sameRendering({ at: new Date(0) }, { at: new Date(0) })).toBe(false);
    const deep = (level: number): object => (level === 0 ? {} : { inner: deep(level - 1) });
    expect(sameRendering(deep(10), deep(10))).toBe(false);
  });
});

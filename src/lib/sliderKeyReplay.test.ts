import { afterEach, describe, expect, it } from 'vitest';
import { recordIslandSliderKeys, replaySliderKey, takeSliderKeysBefore } from './sliderKeyReplay';

recordIslandSliderKeys('island');

function page(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.querySelector('.island')!;
}

const press = (element: Element, key: string, shiftKey = false) => element.dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey, bubbles: true }));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('slider key replay', () => {
  it('hands out the slider keys pressed in the island before its code was in, in order, once', () => {
    const island = page('<div class="island"><input type="range" id="low"><input type="range" id="high"></div>');
    const [low, high] = [...island.querySelectorAll('input')];
    press(low!, 'ArrowRight');
    press(high!, 'PageDown', true);
    press(low!, 'Home');
    const taken = takeSliderKeysBefore(island, Infinity);
    expect(taken.map(({ input, key, shiftKey }) => [input.id, key, shiftKey])).toEqual([
      ['low', 'ArrowRight', false],
      ['high', 'PageDown', true],
      ['low', 'Home', false],
    ]);
    expect(takeSliderKeysBefore(island, Infinity)).toEqual([]);
  });

  it('keeps only a range input’s slider keys inside an island, and none pressed after the code was in', () => {
    const island = page('<div class="island"><input type="range"><input type="text"><button>Go</button></div><input type="range" id="outside">');
    press(island.querySelector('input[type="text"]')!, 'ArrowLeft');
    press(island.querySelector('button')!, 'ArrowLeft');
    press(document.getElementById('outside')!, 'ArrowLeft');
    press(island.querySelector('input[type="range"]')!, 'a');
    expect(takeSliderKeysBefore(island, Infinity)).toEqual([]);
    press(island.querySelector('input[type="range"]')!, 'ArrowLeft');
    expect(takeSliderKeysBefore(island, 0)).toEqual([]);
  });

  it('presses the key again on the input, or on the one hydration put in its place', () => {
    const island = page('<div class="island"><div><input type="range"></div></div>');
    press(island.querySelector('input')!, 'ArrowUp', true);
    island.innerHTML = '<div><input type="range" id="new"></div>';
    const seen: string[] = [];
    const replaced = document.getElementById('new')!;
    replaced.addEventListener('keydown', (event) => seen.push(`${event.type} ${event.key} ${event.shiftKey}`));
    replaced.addEventListener('keyup', (event) => seen.push(`${event.type} ${event.key}`));
    for (const taken of takeSliderKeysBefore(island, Infinity)) replaySliderKey(taken);
    expect(seen).toEqual(['keydown ArrowUp true', 'keyup ArrowUp']);
  });
});

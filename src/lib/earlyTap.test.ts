import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { recordIslandClicks, takeClicksBefore } from './clickReplay';
import { adoptEarlyTap, replayEarlyTap, stopKeepingEarlyTaps } from './earlyTap';

// The recorder as the page runs it: index.html's first script, before any of the app's code.
const indexHtml = readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8');
const recorderScript = [...indexHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, code]) => code!).find((code) => code.includes('__earlyTap'))!;

recordIslandClicks('island');

/** A server-rendered page whose app has not run yet, with index.html's recorder listening. */
function serverPage(html: string): void {
  document.body.innerHTML = `<div id="root">${html}</div>`;
  new Function(recorderScript)();
}

/** How many clicks each element gets from now on (the shopper's own, before, are not counted). */
function countClicks(...elements: Element[]): Map<Element, number> {
  const counts = new Map(elements.map((element) => [element, 0]));
  for (const element of elements) element.addEventListener('click', () => counts.set(element, counts.get(element)! + 1));
  return counts;
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve));
const button = (name: string) => [...document.querySelectorAll<HTMLElement>('button, [role]')].find((element) => element.textContent === name)!;

afterEach(() => {
  window.__earlyTap?.stop();
  document.body.innerHTML = '';
  replayEarlyTap();
  delete window.__earlyTap;
});

describe('a tap made before the app runs', () => {
  it('is carried out once when the app runs, however often the shopper tapped, and shows as taken meanwhile', async () => {
    serverPage('<header><button type="button">Cart</button></header>');
    button('Cart').click();
    button('Cart').click();
    expect(button('Cart').hasAttribute('data-early-tap')).toBe(true);
    adoptEarlyTap('island');
    const clicks = countClicks(button('Cart'));
    replayEarlyTap();
    await nextTask();
    expect(clicks.get(button('Cart'))).toBe(1);
    expect(button('Cart').hasAttribute('data-early-tap')).toBe(false);
  });

  it('keeps only the last button tapped, and none once the shopper tapped elsewhere', async () => {
    serverPage('<button type="button">Menu</button><div role="tab">Reviews</div><h1>Hoodie</h1>');
    button('Menu').click();
    button('Reviews').click();
    expect(button('Menu').hasAttribute('data-early-tap')).toBe(false);
    adoptEarlyTap('island');
    const clicks = countClicks(button('Menu'), button('Reviews'));
    replayEarlyTap();
    await nextTask();
    expect([clicks.get(button('Menu')), clicks.get(button('Reviews'))]).toEqual([0, 1]);

    serverPage('<button type="button">Menu</button><h1>Hoodie</h1>');
    button('Menu').click();
    document.querySelector('h1')!.click();
    adoptEarlyTap('island');
    const later = countClicks(button('Menu'));
    replayEarlyTap();
    await nextTask();
    expect(later.get(button('Menu'))).toBe(0);
  });

  it('leaves alone what works without the app: a link, a label, a form’s submit button, and a disabled button', async () => {
    serverPage(
      '<a href="#top"><span role="button">Logo</span></a><label><input type="radio" name="c" value="green"><span role="button">Green</span></label>' +
        '<form onsubmit="return false"><button>Search</button></form><button type="button" disabled>Add to cart</button>',
    );
    for (const name of ['Logo', 'Green', 'Search']) {
      button(name).click();
      expect(window.__earlyTap!.target).toBeNull();
    }
    button('Add to cart').dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(window.__earlyTap!.target).toBeNull();
    adoptEarlyTap('island');
    const clicks = countClicks(button('Logo'), button('Green'), button('Search'));
    replayEarlyTap();
    await nextTask();
    expect([...clicks.values()]).toEqual([0, 0, 0]);
  });

  it('on a lazy island’s button, goes to the island’s click replay when the app starts, and is not carried out twice', async () => {
    serverPage('<div class="island"><button type="button">Add to wishlist</button></div>');
    const island = document.querySelector('.island')!;
    button('Add to wishlist').click();
    adoptEarlyTap('island');
    expect(button('Add to wishlist').hasAttribute('data-early-tap')).toBe(false);
    expect(takeClicksBefore(island, Infinity)).toEqual([button('Add to wishlist')]);
    // The island's later taps are the island's alone.
    button('Add to wishlist').click();
    expect(window.__earlyTap!.target).toBeNull();
    const clicks = countClicks(button('Add to wishlist'));
    replayEarlyTap();
    await nextTask();
    expect(clicks.get(button('Add to wishlist'))).toBe(0);
  });

  it('is no longer kept once React listens, which hears taps itself; the one kept before is still carried out', async () => {
    serverPage('<button type="button">Cart</button><button type="button">Menu</button>');
    button('Cart').click();
    adoptEarlyTap('island');
    stopKeepingEarlyTaps();
    button('Menu').click();
    const clicks = countClicks(button('Cart'), button('Menu'));
    replayEarlyTap();
    await nextTask();
    expect([clicks.get(button('Cart')), clicks.get(button('Menu'))]).toEqual([1, 0]);
  });

  it('reaches the button that took its place when the app drew the page anew', async () => {
    serverPage('<header><button type="button">Cart</button></header>');
    button('Cart').click();
    adoptEarlyTap('island');
    stopKeepingEarlyTaps();
    document.getElementById('root')!.innerHTML = '<header><button type="button">Cart</button></header>';
    const clicks = countClicks(button('Cart'));
    replayEarlyTap();
    await nextTask();
    expect(clicks.get(button('Cart'))).toBe(1);
  });
});

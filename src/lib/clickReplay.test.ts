import { afterEach, describe, expect, it, vi } from 'vitest';
import { markIslandFailed, markIslandLive, recordIslandClicks, replayClick, takeClicksBefore } from './clickReplay';

recordIslandClicks('island');

function page(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.querySelector('.island')!;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

const pointer = (type: 'pointerdown' | 'pointerup', element: Element) => element.dispatchEvent(new MouseEvent(type, { bubbles: true }));

describe('click replay', () => {
  it('hands out a click inside the island once, and only one made before the code was in', () => {
    const island = page('<div class="island"><button>Sort</button></div><a href="#x">elsewhere</a>');
    const button = island.querySelector('button')!;
    button.click();
    expect(takeClicksBefore(island, 0)).toEqual([]);
    button.click();
    expect(takeClicksBefore(island, Infinity)).toEqual([button]);
    expect(takeClicksBefore(island, Infinity)).toEqual([]);
  });

  it('forgets an island click once the shopper clicked elsewhere, and ignores other islands', () => {
    const island = page('<div class="island"><button>Sort</button></div><div class="island" id="other"></div><p>text</p>');
    island.querySelector('button')!.click();
    expect(takeClicksBefore(document.getElementById('other')!, Infinity)).toEqual([]);
    document.querySelector('p')!.click();
    expect(takeClicksBefore(island, Infinity)).toEqual([]);
  });

  it('marks an island holding a click as waiting until it is live, or until the shopper clicks elsewhere', () => {
    const island = page('<div class="island"><button>Sort</button></div><div class="island" id="other"><button>Cart</button></div><p>text</p>');
    const other = document.getElementById('other')!;
    island.querySelector('button')!.click();
    expect(island.hasAttribute('data-waiting')).toBe(true);
    other.querySelector('button')!.click();
    expect([island.hasAttribute('data-waiting'), other.hasAttribute('data-waiting')]).toEqual([false, true]);
    markIslandLive(other);
    expect(other.hasAttribute('data-waiting')).toBe(false);
    // A live island carries out its own clicks: nothing to wait for.
    other.querySelector('button')!.click();
    expect(other.hasAttribute('data-waiting')).toBe(false);
    island.querySelector('button')!.click();
    document.querySelector('p')!.click();
    expect(island.hasAttribute('data-waiting')).toBe(false);
  });

  it('stops marking an island whose code could not be fetched, and keeps its tap for the next try', () => {
    const island = page('<div class="island"><button>Sort</button></div><div class="island" id="other"></div>');
    const button = island.querySelector('button')!;
    button.click();
    markIslandFailed(document.getElementById('other')!);
    expect(island.hasAttribute('data-waiting')).toBe(true);
    markIslandFailed(island);
    expect(island.hasAttribute('data-waiting')).toBe(false);
    expect(takeClicksBefore(island, Infinity)).toEqual([button]);
  });

  it('finds the element that replaced the clicked one, and stands a button in for its icon', () => {
    const island = page('<div class="island"><div role="tablist"><div role="tab">A</div><div role="tab"><svg><path></path></svg>B</div></div></div>');
    island.querySelector('path')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    island.innerHTML = '<div role="tablist"><div role="tab">A</div><div role="tab" id="new">B</div></div>';
    expect(takeClicksBefore(island, Infinity)).toEqual([document.getElementById('new')]);
  });

  it('keeps each element clicked in one island, in the order last clicked, so a colour then a size both count', () => {
    const island = page('<div class="island"><input type="radio" name="color" id="blue"><input type="radio" name="logo" id="no"><button>Add</button></div>');
    const [blue, no, add] = ['blue', 'no'].map((id) => document.getElementById(id)!).concat(island.querySelector('button')!);
    blue!.click();
    add!.click();
    no!.click();
    add!.click();
    expect(takeClicksBefore(island, Infinity)).toEqual([blue, no, add]);
  });

  it('clicks a checkbox the browser toggled already from the state the server drew', () => {
    const island = page('<div class="island"><input type="checkbox"></div>');
    const checkbox = island.querySelector('input')!;
    checkbox.checked = true;
    const seen = vi.fn();
    checkbox.addEventListener('click', () => seen(checkbox.checked));
    replayClick(checkbox);
    expect(seen).toHaveBeenCalledWith(true);
    expect(checkbox.checked).toBe(true);
  });

  describe('a press that begins before the island is live and ends after', () => {
    it('is carried out as one click once it ends, the browser’s own click swallowed', () => {
      vi.useFakeTimers();
      const island = page('<div class="island"><div role="tab">B</div></div>');
      const tab = island.querySelector('[role=tab]')!;
      const seen = vi.fn();
      tab.addEventListener('click', (event) => seen((event as MouseEvent).detail));
      pointer('pointerdown', tab);
      markIslandLive(island);
      pointer('pointerup', tab);
      tab.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 }));
      expect(seen).not.toHaveBeenCalled();
      vi.runAllTimers();
      // One click, as a script's (detail 0), which react-aria takes for a press of its own.
      expect(seen.mock.calls).toEqual([[0]]);
    });

    it('swallows a touch’s click too, which comes after the press was carried out', () => {
      vi.useFakeTimers();
      const island = page('<div class="island"><button>Add</button></div>');
      const button = island.querySelector('button')!;
      const seen = vi.fn();
      button.addEventListener('click', (event) => seen((event as MouseEvent).detail));
      pointer('pointerdown', button);
      markIslandLive(island);
      pointer('pointerup', button);
      vi.runAllTimers();
      button.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 }));
      expect(seen.mock.calls).toEqual([[0]]);
    });

    it('clicks the element that replaced the one pressed, for which the browser sends no click', () => {
      vi.useFakeTimers();
      const island = page('<div class="island"><div role="tablist"><div role="tab">A</div><div role="tab">B</div></div></div>');
      pointer('pointerdown', island.querySelectorAll('[role=tab]')[1]!);
      island.innerHTML = '<div role="tablist"><div role="tab">A</div><div role="tab" id="new">B</div></div>';
      markIslandLive(island);
      const seen = vi.fn();
      document.getElementById('new')!.addEventListener('click', seen);
      pointer('pointerup', document.getElementById('new')!);
      vi.runAllTimers();
      expect(seen).toHaveBeenCalledTimes(1);
    });

    it('does nothing when released on another element, nor for a press begun on a live island', () => {
      vi.useFakeTimers();
      const island = page('<div class="island"><button id="a">A</button><button id="b">B</button></div>');
      const [a, b] = [document.getElementById('a')!, document.getElementById('b')!];
      const seen = vi.fn();
      island.addEventListener('click', (event) => seen((event.target as Element).id));
      pointer('pointerdown', a);
      markIslandLive(island);
      pointer('pointerup', b);
      vi.runAllTimers();
      expect(seen).not.toHaveBeenCalled();
      pointer('pointerdown', a);
      pointer('pointerup', a);
      a.click();
      vi.runAllTimers();
      expect(seen.mock.calls).toEqual([['a']]);
    });
  });
});

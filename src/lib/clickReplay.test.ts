import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordIslandClicks, replayClick, takeClicksBefore } from './clickReplay';

recordIslandClicks('island');

function page(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.querySelector('.island')!;
}

afterEach(() => {
  document.body.innerHTML = '';
});

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
});

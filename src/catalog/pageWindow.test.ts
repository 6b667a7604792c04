import { describe, expect, it } from 'vitest';
import { pageWindow } from './pageWindow';

describe('pageWindow', () => {
  it('shows every page of a short list', () => {
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('stays small at thousands of pages', () => {
    expect(pageWindow(2500, 5000)).toEqual([1, 'gap', 2499, 2500, 2501, 'gap', 5000]);
    expect(pageWindow(1, 5000)).toEqual([1, 2, 'gap', 5000]);
    expect(pageWindow(5000, 5000)).toEqual([1, 'gap', 4999, 5000]);
  });

  it('fills a gap of one page with the page itself', () => {
    expect(pageWindow(4, 9)).toEqual([1, 2, 3, 4, 5, 'gap', 9]);
  });
});

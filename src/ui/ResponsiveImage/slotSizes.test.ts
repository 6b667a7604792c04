import { describe, expect, it } from 'vitest';
import { gridSlotSizes } from './slotSizes';

describe('gridSlotSizes', () => {
  it("gives a column's width at each step, widest viewport first, capped where the page stops growing", () => {
    expect(
      gridSlotSizes([
        { minWidth: 0, columns: 2, gap: 16 },
        { minWidth: 1024, columns: 4, gap: 16 },
        { minWidth: 768, columns: 3, gap: 16 },
      ]),
    ).toBe('(min-width: 1280px) 300px, (min-width: 1024px) calc((100vw - 80px) / 4), (min-width: 768px) calc((100vw - 64px) / 3), calc((100vw - 48px) / 2)');
  });

  it('gives the whole content box for a single column', () => {
    expect(gridSlotSizes([{ minWidth: 0, columns: 1, gap: 0 }])).toBe('(min-width: 1280px) 1248px, calc((100vw - 32px) / 1)');
  });

  it('refuses steps without one for the smallest screens, which would leave phones to the 100vw default', () => {
    expect(() => gridSlotSizes([{ minWidth: 768, columns: 3, gap: 16 }])).toThrow(/minWidth 0/);
  });
});

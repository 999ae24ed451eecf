import { IMAGE_WIDTHS } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { srcSetOf, widthFor, withWidth } from './image-widths';

describe('image widths', () => {
  it('adds w to a URL with or without a query', () => {
    expect(withWidth('/api/event/image/a', 640)).toBe('/api/event/image/a?w=640');
    expect(withWidth('/api/x?download=false', 320)).toBe('/api/x?download=false&w=320');
  });

  it('lists every served width in the srcset', () => {
    const set = srcSetOf('/api/event/image/a');
    expect(set.split(', ')).toHaveLength(IMAGE_WIDTHS.length);
    expect(set).toContain('/api/event/image/a?w=1600 1600w');
  });

  it('picks the smallest width covering the place at the density, else the largest', () => {
    expect(widthFor(300, 1)).toBe(320);
    expect(widthFor(300, 2)).toBe(640);
    expect(widthFor(400, 2)).toBe(960);
    expect(widthFor(1200, 2)).toBe(1600);
  });
});

import { describe, expect, it } from 'vitest';
import { extentFor, graticule, projection, ringPath, US_EXTENT, US_OUTLINE } from './local-map';

describe('local map', () => {
  it('uses the US extent when every point is in it, else fits the points', () => {
    expect(extentFor([{ lat: 40, lng: -100 }])).toBe(US_EXTENT);
    expect(extentFor([])).toBe(US_EXTENT);
    const e = extentFor([{ lat: 60, lng: 10 }, { lat: 50, lng: 20 }]);
    expect(e.north).toBeGreaterThan(60);
    expect(e.south).toBeLessThan(50);
    expect(e.west).toBeLessThan(10);
    expect(e.east).toBeGreaterThan(20);
  });

  it('projects the extent corners to the corners of the drawing, north up', () => {
    const p = projection(US_EXTENT, 640);
    expect(p.project({ lat: US_EXTENT.north, lng: US_EXTENT.west })).toEqual({ x: 0, y: 0 });
    const se = p.project({ lat: US_EXTENT.south, lng: US_EXTENT.east });
    expect(se.x).toBeCloseTo(640, 0);
    expect(se.y).toBeCloseTo(p.height, 0);
    expect(p.height).toBeLessThan(640);
    expect(p.project({ lat: 30, lng: -100 }).y).toBeGreaterThan(p.project({ lat: 45, lng: -100 }).y);
  });

  it('draws the base outline as a closed path and a graticule inside the extent', () => {
    const d = ringPath(US_OUTLINE, projection(US_EXTENT, 640));
    expect(d.startsWith('M')).toBe(true);
    expect(d.endsWith('Z')).toBe(true);
    const g = graticule(US_EXTENT, 5);
    expect(g.lats).toEqual([25, 30, 35, 40, 45, 50]);
    expect(g.lngs[0]).toBe(-125);
  });
});

import { describe, expect, it } from 'vitest';
import { projection } from '~/search/local-map';
import { contains, formatPoint, nudge, pointAt, previewExtent, PREVIEW_WIDTH, spreadLabels, US_VIEW, ZOOM, ZOOM_SPANS } from './location-preview';

describe('location preview geometry', () => {
  it('a view is centred on its point, 2:1 on screen, with the zoom level’s latitude span', () => {
    const extent = previewExtent({ centre: { lat: 30.27, lng: -97.74 }, zoom: ZOOM.city });
    expect(extent.north - extent.south).toBeCloseTo(ZOOM_SPANS[ZOOM.city]);
    expect((extent.north + extent.south) / 2).toBeCloseTo(30.27);
    expect((extent.east + extent.west) / 2).toBeCloseTo(-97.74);
    expect(projection(extent, PREVIEW_WIDTH).height).toBeCloseTo(PREVIEW_WIDTH / 2, -1);
  });

  it('the US view covers the contiguous states; views stay on the globe', () => {
    const us = previewExtent(US_VIEW);
    expect(contains(us, { lat: 47.61, lng: -122.33 }) && contains(us, { lat: 25.76, lng: -80.19 })).toBe(true);
    const north = previewExtent({ centre: { lat: 89, lng: 179 }, zoom: ZOOM.state });
    expect(north.north).toBeLessThanOrEqual(85);
    expect(north.east).toBeLessThanOrEqual(180);
  });

  it('a click maps back to the point drawn there (inverse of the local map projection)', () => {
    const extent = previewExtent({ centre: { lat: 40, lng: -100 }, zoom: ZOOM.state });
    const proj = projection(extent, PREVIEW_WIDTH);
    const target = { lat: 41.5, lng: -103.25 };
    const { x, y } = proj.project(target);
    const back = pointAt(extent, x / proj.width, y / proj.height);
    expect(back.lat).toBeCloseTo(target.lat, 1);
    expect(back.lng).toBeCloseTo(target.lng, 1);
    expect(pointAt(extent, 0.5, 0.5)).toEqual({ lat: 40, lng: -100 });
    const corner = pointAt(extent, -1, 2);
    expect(corner.lat).toBeCloseTo(extent.south, 4);
    expect(corner.lng).toBeCloseTo(extent.west, 4);
  });

  it('arrow keys nudge the pin by a fraction of the view, more with Shift; other keys do nothing', () => {
    const extent = previewExtent({ centre: { lat: 40, lng: -100 }, zoom: ZOOM.state });
    const pin = { lat: 40, lng: -100 };
    const up = nudge(pin, extent, 'ArrowUp')!;
    expect(up.lng).toBe(-100);
    expect(up.lat).toBeCloseTo(40 + ZOOM_SPANS[ZOOM.state] / 40, 4);
    const left = nudge(pin, extent, 'ArrowLeft', true)!;
    expect(left.lat).toBe(40);
    expect(left.lng).toBeCloseTo(-100 - (extent.east - extent.west) / 8, 4);
    expect(nudge(pin, extent, 'Enter')).toBeNull();
    expect(nudge({ lat: 89.99, lng: 0 }, previewExtent({ centre: { lat: 0, lng: 0 }, zoom: 0 }), 'ArrowUp')!.lat).toBe(90);
  });

  it('formats coordinates for the seller', () => {
    expect(formatPoint({ lat: 30.27, lng: -97.74 })).toBe('30.27000° N, 97.74000° W');
  });
});

describe('spreadLabels', () => {
  it('drops labels that would overlap a more important one', () => {
    const items = [{ n: 'New York', x: 300, y: 200 }, { n: 'Newark', x: 296, y: 199 }, { n: 'Boston', x: 420, y: 120 }, { n: 'Quincy', x: 425, y: 130 }, { n: 'Below', x: 300, y: 220 }];
    expect(spreadLabels(items, 70, 14).map((i) => i.n)).toEqual(['New York', 'Boston', 'Below']);
    expect(spreadLabels(items, 0, 0)).toHaveLength(5);
  });
});

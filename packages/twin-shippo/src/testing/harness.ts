// Test support: a twin in memory on a random port with the real `shippo` SDK, and shared fixtures.
import { rejection } from '@variegata/twin-kit/testing/rejection';
import { Shippo } from 'shippo';
import { afterAll, beforeAll } from 'vitest';
import { startShippoTwin, type RunningTwin, type ShippoTwinOptions } from '../server';

export interface Harness {
  twin: RunningTwin;
  shippo: Shippo;
}

/** Starts a twin (':memory:', port 0, plus `options`) and an SDK that sends `apiKeyHeader`. */
export async function startHarness(options: Partial<ShippoTwinOptions> = {}, apiKeyHeader = 'ShippoToken shippo_test_contract'): Promise<Harness> {
  const twin = await startShippoTwin({ dbPath: ':memory:', port: 0, ...options });
  return { twin, shippo: new Shippo({ apiKeyHeader, serverURL: twin.url }) };
}

/**
 * One twin for the calling test file (as `startHarness` makes it): started before its tests run
 * and closed after them. The returned harness is filled in by then (read it inside tests).
 */
export function useHarness(options: Partial<ShippoTwinOptions> = {}, apiKeyHeader?: string): Harness {
  const harness = {} as Harness;
  beforeAll(async () => {
    Object.assign(harness, await startHarness(options, apiKeyHeader));
  });
  afterAll(() => harness.twin.close());
  return harness;
}

/** The error an SDK call rejects with (its HTTP status and raw body); fails the test when the call succeeds. */
export const failure = (p: Promise<unknown>) => rejection<{ statusCode: number; body: string }>(p);

/** A complete US address a seller ships from. */
export const sanFrancisco = { name: 'Green Leaf Aroids', street1: '215 Clayton St', city: 'San Francisco', state: 'CA', zip: '94117', country: 'US' };
/** A complete US address a buyer receives at. */
export const newYork = { name: 'Ada Buyer', street1: '350 5th Ave', city: 'New York', state: 'NY', zip: '10118', country: 'US' };
/** A 10x6x6 in, 2 lb box. */
export const parcel = { length: '10', width: '6', height: '6', distanceUnit: 'in' as const, weight: '2', massUnit: 'lb' as const };

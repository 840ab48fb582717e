// Demo seed: a few validated addresses (sellers' and buyers' sample addresses) so the sandbox index
// shows data and shipments can be created by address id. Call only on a fresh database.
import { createAddress } from './addresses';
import type { Ctx } from './context';
import { ShippoStore } from './store';

export const DEMO_ADDRESSES: ReadonlyArray<Record<string, string>> = [
  { name: 'Green Leaf Aroids', street1: '215 Clayton St', city: 'San Francisco', state: 'CA', zip: '94117', country: 'US', phone: '4155550100', email: 'seller1@example.test' },
  { name: 'Tropical Variegates', street1: '1200 Brickell Ave', city: 'Miami', state: 'FL', zip: '33131', country: 'US', phone: '3055550101', email: 'seller2@example.test' },
  { name: 'Ada Buyer', street1: '350 5th Ave', city: 'New York', state: 'NY', zip: '10118', country: 'US', phone: '2125550102', email: 'buyer@example.test' },
  { name: 'Maple Plant Co', street1: '100 Queen St W', city: 'Toronto', state: 'ON', zip: 'M5H 2N2', country: 'CA', phone: '4165550103', email: 'intl@example.test' },
];

export interface ShippoSeedOptions {
  dbPath: string;
  now?: () => Date;
}

/** Returns the number of addresses created. */
export async function seedShippoDemo(options: ShippoSeedOptions): Promise<{ addresses: number }> {
  const store = new ShippoStore(options.dbPath);
  try {
    const ctx: Ctx = { store, publicUrl: '', owner: 'sandbox@variegata.test', test: true, now: options.now ?? (() => new Date()) };
    store.transaction(() => {
      for (const a of DEMO_ADDRESSES) createAddress(ctx, { ...a, validate: true });
    });
    return { addresses: DEMO_ADDRESSES.length };
  } finally {
    store.close();
  }
}

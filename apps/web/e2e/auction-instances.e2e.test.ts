/**
 * Several instances (issue 16 "Done when"): a real redis-server and two site processes with
 * REDIS_URL. Two buyers bid at once through both processes; the per-listing lock in Redis keeps
 * every accepted bid (none lost, none reordered: every accepted price is in the stored history,
 * which never decreases), and viewers streaming from either process receive every update in order.
 */
import { describe, expect, it } from 'vitest';
import { useTwoSitesOnRedis } from './redis-server';
import { newAuction } from './auction-helpers';
import { demo, passwordToken, sdkAs, TOKEN_COOKIE } from './shell-helpers';
import { visitorCsrfToken } from './csrf-token';

const sites = useTwoSitesOnRedis();

interface Session {
  cookie: string;
  csrf: string;
}

async function sessionOf(email: string): Promise<Session> {
  const token = await passwordToken(email, 'user');
  const csrf = await visitorCsrfToken(sites[0]!.url);
  return { csrf, cookie: `vg_csrf=${encodeURIComponent(csrf)}; ${TOKEN_COOKIE}=${encodeURIComponent(JSON.stringify(token))}` };
}

interface Viewer {
  seqs: number[];
  amounts: (number | null)[];
  stop(): void;
}

/** Reads a listing's event stream from one process, keeping each update's seq and current amount. */
async function watch(site: string, listingId: string): Promise<Viewer> {
  const controller = new AbortController();
  const response = await fetch(`${site}/api/auction-live/${listingId}`, { signal: controller.signal });
  expect(response.status).toBe(200);
  const viewer: Viewer = { seqs: [], amounts: [], stop: () => controller.abort() };
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (block.includes('event: update') && data) {
            const update = JSON.parse(data.slice(6)) as { seq: number; currentAmount: number | null };
            viewer.seqs.push(update.seq);
            viewer.amounts.push(update.currentAmount);
          }
        }
      }
    } catch {
      // aborted at the end of the test
    }
  })();
  return viewer;
}

async function storedHistory(listingId: string): Promise<{ amounts: number[]; bidders: string[]; currentAmount: number }> {
  const sdk = await sdkAs(demo('free.buyer'));
  const response = (await sdk.listings.show({ id: listingId })) as { data: { data: { attributes: { publicData: { currentAmount: number }; metadata: { bidHistory: { amount: number; bidderId: string }[] } } } } };
  const { publicData, metadata } = response.data.data.attributes;
  return { amounts: metadata.bidHistory.map((b) => b.amount), bidders: metadata.bidHistory.map((b) => b.bidderId), currentAmount: publicData.currentAmount };
}

describe('auctions on two site processes sharing one Redis', () => {
  it('serialises bids sent through both processes at once and updates viewers on both', async () => {
    const auction = await newAuction({ startingPrice: 1000 });
    const viewers = await Promise.all([watch(sites[0]!.url, auction.id), watch(sites[1]!.url, auction.id), watch(sites[0]!.url, auction.id), watch(sites[1]!.url, auction.id)]);
    const buyers = await Promise.all([sessionOf(demo('free.buyer')), sessionOf(demo('buyer.two'))]);
    const bids = Array.from({ length: 24 }, (_, i) => ({ buyer: buyers[i % 2]!, site: sites[Math.floor(i / 2) % 2]!.url, amount: 2000 + i * 350 }));
    const answers = await Promise.all(
      bids.map(async ({ buyer, site, amount }) => {
        const response = await fetch(`${site}/api/bid`, {
          method: 'POST',
          headers: { cookie: buyer.cookie, origin: site, 'x-csrf-token': buyer.csrf, 'content-type': 'application/json' },
          body: JSON.stringify({ listingId: auction.id, bidAmount: amount }),
        });
        return { status: response.status, body: (await response.json()) as { data?: { currentAmount: number; outcome: string }; code?: string } };
      }),
    );
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    const accepted = answers.filter((a) => a.status === 200).map((a) => a.body.data!);
    expect(accepted.length).toBeGreaterThan(1);
    for (const refused of answers.filter((a) => a.status !== 200)) expect(['bid-too-low', 'bid-not-above-own-maximum', 'outbid']).toContain(refused.body.code);

    const stored = await storedHistory(auction.id);
    // Never decreasing, and every accepted bid that moved the price is in the history.
    expect([...stored.amounts].sort((x, y) => x - y)).toEqual(stored.amounts);
    for (const answer of accepted) if (answer.outcome !== 'max-raised') expect(stored.amounts).toContain(answer.currentAmount);
    expect(stored.currentAmount).toBe(Math.max(...accepted.map((a) => a.currentAmount)));

    // Every viewer, on either process, saw the updates in order up to the final state.
    await expect.poll(() => viewers.every((v) => v.seqs.at(-1) === stored.amounts.length), { timeout: 15_000 }).toBe(true);
    for (const viewer of viewers) {
      expect([...viewer.seqs].sort((x, y) => x - y)).toEqual(viewer.seqs);
      expect(viewer.amounts.at(-1)).toBe(stored.currentAmount);
      viewer.stop();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { readProcessEdn } from './edn';

const id = { name: 'example', version: 3 };

const example = `
;; an annotated process in the documented format
{:format :v3
 :transitions [{:name :transition/request-payment
                :actor :actor.role/customer
                :privileged? true
                :actions [{:name :action/create-pending-booking :config {:type :time}}
                          {:name :privileged-set-line-items}
                          {:name :action/stripe-create-payment-intent}]
                :to :state/pending-payment}
               {:name :transition/expire-payment
                :at {:fn/plus [{:fn/timepoint [:time/first-entered-state :state/pending-payment]} {:fn/period ["PT15M"]}]}
                :actions [{:name :action/decline-booking}]
                :from :state/pending-payment
                :to :state/payment-expired}
               {:name :transition/confirm-payment
                :actor :actor.role/customer
                :actions [{:name :action/stripe-confirm-payment-intent}]
                :from :state/pending-payment
                :to :state/preauthorized}
               {:name :transition/expire
                :at {:fn/min [{:fn/plus [{:fn/timepoint [:time/first-entered-state :state/preauthorized]} {:fn/period ["P6D"]}]}
                              {:fn/ignore-if-past [{:fn/timepoint [:time/booking-end]}]}]}
                :actions []
                :from :state/preauthorized
                :to :state/declined}
               {:name :transition/cancel :actor :actor.role/operator :actions [] :from :state/preauthorized :to :state/cancelled}]
 :notifications [{:name :notification/new-booking-request :on :transition/confirm-payment :to :actor.role/provider :template :new-booking-request}]}`;

describe('readProcessEdn', () => {
  it('reads transitions with bare names, actors, privileged flags, action configs and time expressions', () => {
    const r = readProcessEdn(example, id);
    if (!r.ok) throw new Error(r.message);
    const p = r.value;
    expect(p).toMatchObject({ name: 'example', version: 3 });
    expect(p.transitions.map((t) => t.name)).toEqual(['request-payment', 'expire-payment', 'confirm-payment', 'expire', 'cancel']);
    expect(p.transitions[0]).toEqual({
      name: 'request-payment', from: null, to: 'pending-payment', actors: ['customer'], privileged: true,
      actions: [{ name: 'create-pending-booking', config: { type: 'time' } }, { name: 'privileged-set-line-items', config: {} }, { name: 'stripe-create-payment-intent', config: {} }],
    });
    expect(p.transitions[1]).toMatchObject({ actors: ['system'], at: { fn: 'plus', base: { fn: 'timepoint', point: { kind: 'first-entered-state', state: 'pending-payment' } }, periods: ['PT15M'] } });
    expect(p.transitions[3]!.at).toEqual({ fn: 'min', of: [
      { fn: 'plus', base: { fn: 'timepoint', point: { kind: 'first-entered-state', state: 'preauthorized' } }, periods: ['P6D'] },
      { fn: 'ignore-if-past', of: { fn: 'timepoint', point: { kind: 'booking-end' } } },
    ] });
    expect(p.transitions[4]!.actors).toEqual(['operator']);
    expect(p.notifications).toEqual([{ name: 'new-booking-request', on: 'confirm-payment', to: 'provider', template: 'new-booking-request' }]);
  });

  it('lists every problem: namespaces, duplicates, actor and :at together, bad periods, unknown states, unreachable states', () => {
    const bad = `{:format :v3 :transitions [
      {:name :start :actor :actor.role/customer :to :state/a}
      {:name :transition/go :actor :actor.role/customer :at {:fn/timepoint [:time/tx-initiated]} :from :state/a :to :state/b}
      {:name :transition/late :at {:fn/plus [{:fn/timepoint [:time/first-entered-state :state/nowhere]} {:fn/period ["15 minutes"]}]} :from :state/a :to :state/c}
      {:name :transition/late :actor :actor.role/admin :from :state/a :to :state/c}]}`;
    const r = readProcessEdn(bad, id);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toBe('process-invalid');
    expect(r.meta).toEqual(expect.arrayContaining([
      'transition 0: expected a :transition/... keyword, got "start"',
      'go: a delayed transition (:at) has no :actor',
      'late: expected {:fn/period ["<ISO 8601 duration>"]}, got {"fn/period":["15 minutes"]}',
      'late: unknown actor "actor.role/admin"',
    ]));
  });

  it('checks the graph: unique names, an initial transition, reachable states, known states in time expressions', () => {
    const r = readProcessEdn(`{:format :v3 :transitions [
      {:name :transition/a :actor :actor.role/customer :to :state/one}
      {:name :transition/a :actor :actor.role/customer :from :state/one :to :state/two}
      {:name :transition/b :actor :actor.role/provider :from :state/island :to :state/two}
      {:name :transition/c :at {:fn/timepoint [:time/first-entered-state :state/ghost]} :from :state/two :to :state/three}]}`, id);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.meta).toEqual(expect.arrayContaining([
      'a: transition names must be unique',
      'state island: cannot be reached from an initial transition',
      'c: time expression names unknown state ghost',
    ]));
  });

  it('rejects what is not EDN or not format v3', () => {
    expect(readProcessEdn('{:format :v3 :transitions [', id)).toMatchObject({ ok: false, error: 'process-invalid' });
    const v2 = readProcessEdn('{:format :v2 :transitions [{:name :transition/a :actor :actor.role/customer :to :state/one}]}', id);
    expect(v2).toMatchObject({ ok: false, meta: ['process: :format must be :v3'] });
  });
});

import type { Twin } from '../core/context';
import { invalidRequest } from '../core/errors';
import type { Params } from '../core/form';
import { newId, nowSeconds } from '../core/ids';
import { bool, currency, enumStr, int, mergeMetadata, obj, reqStr, str, strArr, type Obj } from '../core/params';
import { paginate } from '../core/render';
import { arg, route, type Route } from './router';

export function createProduct(t: Twin, p: Params): Obj {
  return t.store.insert({
    id: str(p, 'id') ?? newId('prod'),
    object: 'product',
    active: bool(p, 'active') ?? true,
    created: nowSeconds(),
    default_price: null,
    description: str(p, 'description') ?? null,
    images: strArr(p, 'images') ?? [],
    livemode: false,
    marketing_features: [],
    metadata: mergeMetadata({}, p),
    name: reqStr(p, 'name'),
    package_dimensions: null,
    shippable: null,
    statement_descriptor: null,
    tax_code: null,
    tax_details: null,
    type: 'service',
    unit_label: null,
    updated: nowSeconds(),
    url: null,
  });
}

function claimLookupKey(t: Twin, key: string | undefined, transfer: boolean): void {
  if (key === undefined) return;
  for (const other of t.store.list('price', (x) => x['lookup_key'] === key)) {
    if (!transfer) {
      throw invalidRequest(
        `A price (\`${other['id']}\`) already uses that lookup key. Use \`transfer_lookup_key\` if you want to transfer it to this price.`,
        'lookup_key',
      );
    }
    other['lookup_key'] = null;
    t.store.save(other);
  }
}

export function createPrice(t: Twin, p: Params): Obj {
  let productId = str(p, 'product');
  const pd = obj(p, 'product_data');
  if (productId === undefined && pd !== undefined) productId = createProduct(t, pd)['id'];
  if (productId === undefined) throw invalidRequest('Missing required param: product.', 'product', 'parameter_missing');
  t.store.must('product', productId, 'product');
  const rec = obj(p, 'recurring');
  const lookupKey = str(p, 'lookup_key');
  claimLookupKey(t, lookupKey, bool(p, 'transfer_lookup_key') === true);
  const unitAmount = int(p, 'unit_amount', true) as number;
  if (unitAmount < 0) throw invalidRequest('This value must be greater than or equal to 0.', 'unit_amount');
  return t.store.insert({
    id: newId('price'),
    object: 'price',
    active: bool(p, 'active') ?? true,
    billing_scheme: 'per_unit',
    created: nowSeconds(),
    currency: currency(p),
    custom_unit_amount: null,
    livemode: false,
    lookup_key: lookupKey ?? null,
    metadata: mergeMetadata({}, p),
    nickname: str(p, 'nickname') ?? null,
    product: productId,
    recurring:
      rec === undefined
        ? null
        : {
            interval: enumStr(rec, 'interval', ['day', 'week', 'month', 'year'] as const) ?? reqStr(rec, 'interval'),
            interval_count: int(rec, 'interval_count') ?? 1,
            meter: null,
            usage_type: 'licensed',
          },
    tax_behavior: 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: rec === undefined ? 'one_time' : 'recurring',
    unit_amount: unitAmount,
    unit_amount_decimal: String(unitAmount),
  });
}

export const productPriceRoutes: Route[] = [
  route('POST', '/v1/products', (t, req) => createProduct(t, req.params)),
  route('GET', '/v1/products', (t, req) => {
    const active = bool(req.params, 'active');
    return paginate(t.store.list('product', (x) => active === undefined || x['active'] === active), req.params, '/v1/products');
  }),
  route('GET', '/v1/products/:id', (t, req) => t.store.must('product', arg(req))),
  route('POST', '/v1/products/:id', (t, req) => {
    const x = t.store.must('product', arg(req));
    for (const f of ['name', 'description', 'default_price']) {
      const v = str(req.params, f);
      if (v !== undefined) x[f] = v || null;
    }
    const active = bool(req.params, 'active');
    if (active !== undefined) x['active'] = active;
    x['metadata'] = mergeMetadata(x['metadata'], req.params);
    x['updated'] = nowSeconds();
    return t.store.save(x);
  }),
  route('POST', '/v1/prices', (t, req) => createPrice(t, req.params)),
  route('GET', '/v1/prices', (t, req) => {
    const p = req.params;
    const keys = strArr(p, 'lookup_keys');
    const product = str(p, 'product');
    const active = bool(p, 'active');
    const type = str(p, 'type');
    const items = t.store.list(
      'price',
      (x) =>
        (keys === undefined || keys.includes(x['lookup_key'])) &&
        (product === undefined || x['product'] === product) &&
        (active === undefined || x['active'] === active) &&
        (type === undefined || x['type'] === type),
    );
    return paginate(items, p, '/v1/prices');
  }),
  route('GET', '/v1/prices/:id', (t, req) => t.store.must('price', arg(req))),
  route('POST', '/v1/prices/:id', (t, req) => {
    const x = t.store.must('price', arg(req));
    const key = str(req.params, 'lookup_key');
    if (key !== undefined && key !== x['lookup_key']) {
      claimLookupKey(t, key, bool(req.params, 'transfer_lookup_key') === true);
      x['lookup_key'] = key || null;
    }
    const active = bool(req.params, 'active');
    if (active !== undefined) x['active'] = active;
    const nick = str(req.params, 'nickname');
    if (nick !== undefined) x['nickname'] = nick || null;
    x['metadata'] = mergeMetadata(x['metadata'], req.params);
    return t.store.save(x);
  }),
];

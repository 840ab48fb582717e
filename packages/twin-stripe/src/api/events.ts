import type { Twin } from '../core/context';
import { invalidRequest } from '../core/errors';
import { newId, nowSeconds, randomToken } from '../core/ids';
import { mergeMetadata, reqStr, str, strArr, type Obj } from '../core/params';
import { paginate } from '../core/render';
import { arg, route, type Route } from './router';

export const eventRoutes: Route[] = [
  route('GET', '/v1/events', (t, req) => {
    const type = str(req.params, 'type');
    const types = strArr(req.params, 'types');
    const matches = (e: Obj): boolean => {
      if (types !== undefined) return types.includes(e['type']);
      if (type === undefined) return true;
      if (type.endsWith('.*')) return (e['type'] as string).startsWith(type.slice(0, -1));
      return e['type'] === type;
    };
    return paginate(t.store.list('event', matches), req.params, '/v1/events');
  }),
  route('GET', '/v1/events/:id', (t, req) => t.store.must('event', arg(req))),
  route('POST', '/v1/webhook_endpoints', (t, req) => {
    const p = req.params;
    const url = reqStr(p, 'url');
    if (!/^https?:\/\//.test(url)) throw invalidRequest('Invalid URL: must be an http or https URL.', 'url', 'url_invalid');
    const events = strArr(p, 'enabled_events');
    if (events === undefined || events.length === 0) throw invalidRequest('Missing required param: enabled_events.', 'enabled_events', 'parameter_missing');
    const secret = `whsec_${randomToken(32)}`;
    const we = t.store.insert({
      id: newId('we'),
      object: 'webhook_endpoint',
      api_version: str(p, 'api_version') ?? null,
      application: null,
      created: nowSeconds(),
      description: str(p, 'description') ?? null,
      enabled_events: events,
      livemode: false,
      metadata: mergeMetadata({}, p),
      status: 'enabled',
      url,
      _secret: secret,
    });
    return { ...we, secret };
  }),
  route('GET', '/v1/webhook_endpoints', (t, req) => paginate(t.store.list('webhook_endpoint'), req.params, '/v1/webhook_endpoints')),
  route('GET', '/v1/webhook_endpoints/:id', (t, req) => t.store.must('webhook_endpoint', arg(req))),
  route('POST', '/v1/webhook_endpoints/:id', (t, req) => {
    const we = t.store.must('webhook_endpoint', arg(req));
    const url = str(req.params, 'url');
    if (url !== undefined) we['url'] = url;
    const events = strArr(req.params, 'enabled_events');
    if (events !== undefined) we['enabled_events'] = events;
    const disabled = str(req.params, 'disabled');
    if (disabled !== undefined) we['status'] = disabled === 'true' ? 'disabled' : 'enabled';
    we['metadata'] = mergeMetadata(we['metadata'], req.params);
    return t.store.save(we);
  }),
  route('DELETE', '/v1/webhook_endpoints/:id', (t, req) => {
    const we = t.store.must('webhook_endpoint', arg(req));
    we['_deleted'] = true;
    t.store.save(we);
    return { id: we['id'], object: 'webhook_endpoint', deleted: true };
  }),
];

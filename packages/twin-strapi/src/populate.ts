// Parsing of `populate` (list, '*', comma/dotted strings, nested objects with populate/fields/filters/
// sort/on) into a tree validated against the schema.
import { invalidKey, validationError } from './errors';
import type { QueryValue } from './query-string';
import type { Attribute, Attributes } from './schema';

export interface PopulateSpec {
  fields?: string[];
  filters?: QueryValue;
  sort?: QueryValue;
  populate?: PopulateTree;
  /** Dynamic zones: per-component populate. */
  on?: Record<string, PopulateSpec>;
}

/** attribute name -> how to populate it; `'*'` means every populatable attribute, one level. */
export type PopulateTree = '*' | Map<string, PopulateSpec>;

export function populatable(attr: Attribute): boolean {
  return attr.type === 'relation' || attr.type === 'media' || attr.type === 'component' || attr.type === 'dynamiczone';
}

/** Resolves the attributes a populated attribute's rows have (undefined for dynamic zones and media). */
export type AttrsOf = (attr: Attribute) => Attributes | undefined;

function isObject(v: unknown): v is Record<string, QueryValue> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function check(attrs: Attributes, key: string, path: string): Attribute {
  const attr = attrs[key];
  if (!attr || !populatable(attr)) throw invalidKey(key, 'populate', path);
  return attr;
}

function addPath(tree: Map<string, PopulateSpec>, attrs: Attributes, dotted: string, attrsOf: AttrsOf, path: string): void {
  const [head, ...rest] = dotted.split('.');
  if (head === undefined || head === '') return;
  const attr = check(attrs, head, path ? `${path}.${head}` : head);
  const spec = tree.get(head) ?? {};
  tree.set(head, spec);
  if (rest.length > 0) {
    const childAttrs = attrsOf(attr);
    if (!childAttrs) throw invalidKey(rest.join('.'), 'populate', dotted);
    const child = spec.populate instanceof Map ? spec.populate : new Map<string, PopulateSpec>();
    if (spec.populate !== '*') spec.populate = child;
    if (child instanceof Map) addPath(child, childAttrs, rest.join('.'), attrsOf, head);
  }
}

function parseSpec(attr: Attribute, value: QueryValue, attrsOf: AttrsOf, path: string, componentAttrs: (name: string) => Attributes): PopulateSpec {
  if (value === 'true' || value === '*' || value === 'false') {
    return value === '*' ? { populate: '*' } : {};
  }
  if (!isObject(value)) throw validationError(`Invalid populate for ${path}`, { key: path, source: 'query', param: 'populate' });
  const spec: PopulateSpec = {};
  for (const [k, v] of Object.entries(value)) {
    if (k === 'fields') spec.fields = typeof v === 'string' ? v.split(',') : (v as string[]);
    else if (k === 'filters') spec.filters = v;
    else if (k === 'sort') spec.sort = v;
    else if (k === 'count') continue;
    else if (k === 'populate') {
      if (attr.type === 'dynamiczone') {
        if (v !== '*') throw validationError(`Populate dynamic zone ${path} with "*" or per component with "on"`, { key: path, source: 'query', param: 'populate' });
        spec.populate = '*';
        continue;
      }
      const childAttrs = attrsOf(attr);
      if (!childAttrs) throw invalidKey('populate', 'populate', path);
      spec.populate = parsePopulate(v, childAttrs, attrsOf, componentAttrs, path);
    } else if (k === 'on') {
      if (attr.type !== 'dynamiczone' || !isObject(v)) throw invalidKey('on', 'populate', path);
      spec.on = {};
      for (const [name, sub] of Object.entries(v)) {
        if (!attr.components.includes(name)) throw invalidKey(name, 'populate', `${path}.on`);
        const compAttrs = componentAttrs(name);
        const subSpec = isObject(sub) ? sub : {};
        spec.on[name] = subSpec.populate === undefined ? {} : { populate: parsePopulate(subSpec.populate, compAttrs, attrsOf, componentAttrs, name) };
        if (subSpec.fields !== undefined) spec.on[name].fields = typeof subSpec.fields === 'string' ? subSpec.fields.split(',') : (subSpec.fields as string[]);
      }
    } else {
      throw invalidKey(k, 'populate', `${path}.${k}`);
    }
  }
  return spec;
}

export function parsePopulate(
  value: QueryValue | undefined,
  attrs: Attributes,
  attrsOf: AttrsOf,
  componentAttrs: (name: string) => Attributes,
  path = '',
): PopulateTree {
  const tree = new Map<string, PopulateSpec>();
  if (value === undefined || value === '') return tree;
  if (value === '*') return '*';
  if (typeof value === 'string') {
    for (const part of value.split(',')) addPath(tree, attrs, part.trim(), attrsOf, path);
    return tree;
  }
  if (Array.isArray(value)) {
    for (const item of value) {
      if (item === '*') return '*';
      if (typeof item !== 'string') throw validationError('Invalid populate', { source: 'query', param: 'populate' });
      for (const part of item.split(',')) addPath(tree, attrs, part.trim(), attrsOf, path);
    }
    return tree;
  }
  for (const [key, v] of Object.entries(value)) {
    if (key === '*') return '*';
    const keyPath = path ? `${path}.${key}` : key;
    const attr = check(attrs, key, keyPath);
    if (v === 'false') continue;
    tree.set(key, parseSpec(attr, v, attrsOf, keyPath, componentAttrs));
  }
  return tree;
}

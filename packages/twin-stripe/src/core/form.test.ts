import { describe, expect, it } from 'vitest';
import { FormError, parseForm } from './form';

describe('parseForm (Stripe bracket notation)', () => {
  it('parses nested objects', () => {
    expect(parseForm('metadata[a]=1&metadata[b]=two&transfer_data[destination]=acct_1')).toEqual({
      metadata: { a: '1', b: 'two' },
      transfer_data: { destination: 'acct_1' },
    });
  });

  it('turns indexed keys into arrays in index order, including arrays of objects', () => {
    expect(parseForm('expand[1]=b&expand[0]=a&line_items[0][price]=p1&line_items[0][quantity]=2&line_items[1][price]=p2')).toEqual({
      expand: ['a', 'b'],
      line_items: [{ price: 'p1', quantity: '2' }, { price: 'p2' }],
    });
  });

  it('appends empty-bracket keys (`expand[]=`)', () => {
    expect(parseForm('expand[]=latest_charge&expand[]=customer')).toEqual({ expand: ['latest_charge', 'customer'] });
  });

  it('decodes percent-encoding and plus as space, keeps empty strings', () => {
    expect(parseForm('name=Ann+B%C3%B6&metadata[k]=&email=a%40b.c')).toEqual({ name: 'Ann Bö', metadata: { k: '' }, email: 'a@b.c' });
  });

  it('accepts encoded brackets', () => {
    expect(parseForm('metadata%5Bx%5D=1')).toEqual({ metadata: { x: '1' } });
  });

  it('rejects prototype pollution and malformed names', () => {
    expect(() => parseForm('__proto__[x]=1')).toThrow(FormError);
    expect(() => parseForm('a[constructor]=1')).toThrow(FormError);
    expect(() => parseForm('a[b=1')).toThrow(FormError);
    expect(({} as Record<string, unknown>)['x']).toBeUndefined();
  });

  it('limits depth', () => {
    expect(() => parseForm(`a${'[b]'.repeat(20)}=1`)).toThrow(FormError);
  });
});

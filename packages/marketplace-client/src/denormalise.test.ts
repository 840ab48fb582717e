import { describe, expect, it } from 'vitest';
import { denormalise, denormaliseOne } from './denormalise';

const id = (uuid: string) => ({ uuid });

describe('denormalise', () => {
  const listing = {
    id: id('l1'), type: 'listing', attributes: { title: 'Monstera' },
    relationships: { author: { data: { id: id('u1'), type: 'user' } }, images: { data: [{ id: id('i1'), type: 'image' }, { id: id('i2'), type: 'image' }] } },
  };
  const included = [
    { id: id('u1'), type: 'user', attributes: { profile: { displayName: 'Ann' } }, relationships: { profileImage: { data: null } } },
    { id: id('i1'), type: 'image', attributes: { variants: {} } },
  ];

  it('replaces relationships by the included entities, in order', () => {
    const [l] = denormalise(listing, included);
    expect(l?.attributes).toEqual({ title: 'Monstera' });
    expect((l?.author as { attributes: unknown }).attributes).toEqual({ profile: { displayName: 'Ann' } });
    expect((l?.author as Record<string, unknown>).profileImage).toBeNull();
    const images = l?.images as { id: { uuid: string }; attributes: unknown }[];
    expect(images.map((i) => i.id.uuid)).toEqual(['i1', 'i2']);
    expect(images[1]?.attributes).toEqual({});
  });

  it('cuts cycles', () => {
    const a = { id: id('a'), type: 'user', attributes: {}, relationships: { friend: { data: { id: id('b'), type: 'user' } } } };
    const b = { id: id('b'), type: 'user', attributes: {}, relationships: { friend: { data: { id: id('a'), type: 'user' } } } };
    const [x] = denormalise(a, [b]);
    const friend = x?.friend as Record<string, unknown>;
    expect((friend.friend as Record<string, unknown>).friend).toBeUndefined();
  });

  it('demands exactly one resource from a show response', () => {
    expect(denormaliseOne({ data: { data: listing, included } }).id.uuid).toBe('l1');
    expect(() => denormaliseOne({ data: { data: [] } }, 'Expected a resource in the sdk.currentUser.show response')).toThrow('Expected a resource in the sdk.currentUser.show response');
  });
});

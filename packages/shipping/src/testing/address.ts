/** A complete US shipping address (every field the saved-rate rules need), for tests. */
export const PORTLAND_ADDRESS = {
  name: 'Ada Gardener',
  address: '1 Fern Way, Portland, OR 97201, US',
  street1: '1 Fern Way',
  city: 'Portland',
  state: 'OR',
  zip: '97201',
  country: 'US',
};

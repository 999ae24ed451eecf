import { describe, expect, it } from 'vitest';
import { hiddenItems } from './privacy';

const ALL_ON = {
  includeInDirectory: true,
  showDirectoryPhoto: true,
  showContactInformation: true,
  showEmail: true,
  showPersonalMobile: true,
  showWorkLandline: true,
  showOrganisation: true,
};

describe('hiddenItems', () => {
  it('lists nothing when every setting is on', () => {
    expect(hiddenItems(ALL_ON)).toEqual([]);
  });
  it('names each item turned off (the directory setting has its own line)', () => {
    expect(hiddenItems({ ...ALL_ON, includeInDirectory: false, showEmail: false, showOrganisation: false })).toEqual([
      'Email',
      'Organisation',
    ]);
  });
});

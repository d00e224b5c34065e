import { folderParam, idParam, numberParam, classParam, zeroOrIdParam } from './route-params';

describe('ids in the address', () => {
  it('are positive whole numbers', () => {
    expect(idParam('12')).toBe(12);
    expect(idParam(undefined)).toBeNull();
    expect(idParam('')).toBeNull();
    expect(idParam('0')).toBeNull();
    expect(idParam('abc')).toBeNull();
    expect(idParam('1.5')).toBeNull();
    expect(idParam('-3')).toBeNull();
    expect(idParam('99999999999999999999')).toBeNull();
  });
});

describe('other numbers of an address', () => {
  it('chapter and class numbers: 0 is allowed, anything but digits is not', () => {
    expect(zeroOrIdParam('0')).toBe(0);
    expect(zeroOrIdParam('12')).toBe(12);
    expect(zeroOrIdParam('abc')).toBeNull();
    expect(zeroOrIdParam('-1')).toBeNull();
    expect(zeroOrIdParam(undefined)).toBeNull();
  });

  it('statistics: take only positive whole numbers from an address', () => {
    expect(['12', '0', '-1', '1.5', 'x', '', null, undefined].map(numberParam)).toEqual([12, null, null, null, null, null, null, null]);
  });
});

describe('the folder in the address', () => {
  it('is a folder id, and 0 or anything else the whole bank', () => {
    expect(folderParam('12')).toBe(12);
    expect(folderParam('0')).toBeUndefined();
    expect(folderParam(undefined)).toBeUndefined();
    expect(folderParam('abc')).toBeUndefined();
    expect(folderParam('-1')).toBeUndefined();
    expect(folderParam('99999999999999999999')).toBeUndefined();
  });
});

describe('the class number of an address', () => {
  it('is a positive number, or 0 for a new class where the page creates', () => {
    expect(classParam('12', false)).toBe(12);
    expect(classParam('0', true)).toBe('new');
    expect(classParam('0', false)).toBeNull();
    expect(classParam('abc', true)).toBeNull();
    expect(classParam('-1', true)).toBeNull();
    expect(classParam(undefined, true)).toBeNull();
  });
});

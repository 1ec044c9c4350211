/**
 * The pure parts of the help and feedback screens: the entry the help centre's query parameter i picks
 * (spec 2.13: default 0), the images feedback accepts (spec 5, 9: png or jpg by their bytes, at most 5 MB
 * each, at most 3, each refusal named) and the word count of the feedback hint in the player's language.
 */
import { describe, expect, it } from 'vitest';
import { addImages, countWords, imageTypeOf } from '../../src/widgets/feedback/feedback-images';
import { pickedIndex } from '../../src/widgets/help-centre/help-entries';

const PNG = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'));
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const file = (name: string, bytes: Uint8Array<ArrayBuffer>, type = '') => new File([bytes], name, { type });
const LIMITS = { maxImages: 3, maxBytes: 5 * 1024 * 1024 };

describe('help centre: query i', () => {
  it.each([
    [null, 0],
    ['', 0],
    ['0', 0],
    ['2', 2],
    ['-1', 0],
    ['1.5', 0],
    ['abc', 0],
  ])('i=%s opens entry %i', (raw, index) => {
    expect(pickedIndex(raw)).toBe(index);
  });
});

describe('feedback images', () => {
  it('knows png and jpeg by their first bytes, nothing else', () => {
    expect(imageTypeOf(PNG)).toBe('image/png');
    expect(imageTypeOf(JPEG)).toBe('image/jpeg');
    expect(imageTypeOf(Uint8Array.from(Buffer.from('GIF89a')))).toBeUndefined();
    expect(imageTypeOf(new Uint8Array())).toBeUndefined();
  });

  it('accepts png and jpg as data URLs of their own type, whatever the name or declared type says', async () => {
    const { images, refused } = await addImages([], [file('a.png', PNG, 'image/png'), file('photo.bin', JPEG)], LIMITS);
    expect(refused).toEqual([]);
    expect(images.map((i) => i.name)).toEqual(['a.png', 'photo.bin']);
    expect(images[0]?.dataUrl).toBe(`data:image/png;base64,${Buffer.from(PNG).toString('base64')}`);
    expect(images[1]?.dataUrl.startsWith('data:image/jpeg;base64,')).toBe(true);
    expect(new Set(images.map((i) => i.id)).size).toBe(2);
  });

  it('refuses other types, images over the size limit, and any beyond the count, naming each', async () => {
    const big = new Uint8Array(LIMITS.maxBytes + 1);
    big.set(PNG);
    const exact = new Uint8Array(LIMITS.maxBytes);
    exact.set(PNG);
    const first = await addImages([], [file('x.gif', Uint8Array.from(Buffer.from('GIF89a')), 'image/gif'), file('big.png', big), file('exact.png', exact)], LIMITS);
    expect(first.refused).toEqual([
      { name: 'x.gif', reason: 'type' },
      { name: 'big.png', reason: 'size' },
    ]);
    expect(first.images.map((i) => i.name)).toEqual(['exact.png']);
    const second = await addImages(first.images, [file('b.png', PNG), file('c.png', PNG), file('d.png', PNG)], LIMITS);
    expect(second.images.map((i) => i.name)).toEqual(['exact.png', 'b.png', 'c.png']);
    expect(second.refused).toEqual([{ name: 'd.png', reason: 'count' }]);
  });
});

describe('feedback word count', () => {
  it('counts words, not characters or punctuation', () => {
    expect(countWords('', 'en')).toBe(0);
    expect(countWords('  The   deposit page, is slow!  ', 'en')).toBe(5);
  });

  it('counts Arabic words and Burmese words (Burmese writes no spaces between words)', () => {
    expect(countWords('صفحة الإيداع بطيئة', 'ar')).toBe(3);
    const burmese = countWords('ငွေသွင်းစာမျက်နှာနှေးသည်', 'my');
    expect(burmese).toBeGreaterThan(1);
  });
});

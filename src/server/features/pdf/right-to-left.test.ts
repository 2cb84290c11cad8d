// Right-to-left lines for the PDF: what each line hands pdfkit, left to
// right, for text that mixes Arabic or Persian with English and numbers.
import { describe, expect, it } from 'vitest';
import { canDraw } from './fonts.ts';
import { displayRuns, fontkitReverses, rtlLevels, wrapLines } from './right-to-left.ts';

const runsOf = (line: string) => displayRuns(line, rtlLevels(line), 0, line.length - 1);
/** What a reader sees, left to right: each run as fontkit will show it (reversed when it reverses). */
const seen = (line: string) =>
  runsOf(line)
    .map((run) => (fontkitReverses(run) ? [...run].reverse().join('') : run))
    .join('');

describe('display order', () => {
  it('an Arabic line is one run in reading order, which fontkit joins and reverses', () => {
    expect(runsOf('حفظ الطعام')).toEqual(['حفظ الطعام']);
    expect(seen('حفظ الطعام')).toBe('ماعطلا ظفح');
  });

  it('an English name and a number stay left to right, in their place from the right', () => {
    const line = 'من متجر Fresh Foods بسعر 12.50 دولار';
    expect(runsOf(line)).toEqual([' دولار', '12.50', ' بسعر ', 'Fresh Foods', 'من متجر ']);
    expect(seen(line)).toBe('رالود 12.50 رعسب Fresh Foods رجتم نم');
  });

  it('Persian digits read left to right though fontkit would reverse them (they are Arabic script)', () => {
    expect(seen('او ۱۲۳ کیلو')).toBe('ولیک ۱۲۳ وا');
  });

  it('brackets in a right-to-left run are mirrored, so they open on the right', () => {
    expect(seen('(قرب المحطة)')).toBe('(ةطحملا برق)');
    expect(runsOf('(قرب المحطة)')).toEqual([')قرب المحطة(']);
  });

  it('direction marks and isolates steer the order and are not drawn', () => {
    expect(runsOf('\u2066A)\u2069 نعم')).toEqual([' نعم', 'A)']);
  });
});

describe('wrapping', () => {
  const measure = (text: string) => text.length;

  it('breaks at spaces, each line as wide as fits, edge spaces left out', () => {
    const text = 'واحد اثنان ثلاثة أربعة';
    const lines = wrapLines(text, 12, measure).map(([start, end]) => text.slice(start, end + 1));
    expect(lines).toEqual(['واحد اثنان', 'ثلاثة أربعة']);
  });

  it('a word longer than the line has a line of its own', () => {
    const text = 'قصير كلمةطويلةجدا قصير';
    const lines = wrapLines(text, 6, measure).map(([start, end]) => text.slice(start, end + 1));
    expect(lines).toEqual(['قصير', 'كلمةطويلةجدا', 'قصير']);
  });

  it('a line keeps the paragraph’s order: runs resolved over the paragraph, reordered per line', () => {
    const text = 'اشترت Omar Khan الخبز';
    const levels = rtlLevels(text);
    const [first, second] = wrapLines(text, 16, measure);
    if (!first || !second) throw new Error('two lines');
    expect(displayRuns(text, levels, ...first)).toEqual(['Omar Khan', 'اشترت ']);
    expect(displayRuns(text, levels, ...second)).toEqual(['الخبز']);
  });
});

describe('fonts', () => {
  it('without a Unicode font only French and Spanish can be drawn (Helvetica has their accents)', () => {
    expect(canDraw('fr', false)).toBe(true);
    expect(canDraw('es', false)).toBe(true);
    expect(canDraw('ar', false)).toBe(false);
    expect(canDraw('fa', false)).toBe(false);
    expect(canDraw('uk', false)).toBe(false);
    expect(canDraw('ar', true)).toBe(true);
  });
});

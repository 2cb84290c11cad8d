// A story's reviewed senses (content/word-sense-reviews/<id>.tsv) and the site's own senses, as the content
// check reads them: a key neither WordNet's nor the site's fails, as does a reviewed story without its decisions.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isSiteSenseKey } from '#src/domain/library.ts';
import { checkLibrary } from '../support/library-check.ts';
import { fixturePassage, writeFixtureLibrary } from '../support/library-fixture.ts';
import { parseReview, REVIEWS_DIR } from '../support/sense-review.ts';

describe('a decisions file', () => {
  it('reads keep, another key, an expression and an undecided line', () => {
    const { lines, errors } = parseReview(
      [
        '# item\tword\tat\twas\tnow',
        '1\tflat\t12,40\tflat%5:00:00:even:01\tflat%1:06:00::',
        '2\tsit\t50\tsit%2:35:00::\tkeep',
        '3\tcome\t61\tcome%2:38:00::\t[come from] come_from%2:99:00::\tthe expression',
        '4\tgerm\t70\tgerm%1:09:00::\t?',
        '+\tbank\t80\t-\tbank%1:14:00::',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
    expect(lines.map((l) => [l.item, l.at, l.now])).toEqual([
      ['1', [12, 40], { sense: 'flat%1:06:00::', words: null }],
      ['2', [50], { sense: 'sit%2:35:00::', words: null }],
      ['3', [61], { sense: 'come_from%2:99:00::', words: 'come from' }],
      ['4', [70], null],
      ['+', [80], { sense: 'bank%1:14:00::', words: null }],
    ]);
  });

  it('refuses a line that is not a decision', () => {
    expect(parseReview('1\tflat\t12\tflat%1:06:00::\tthe flat one').errors).toHaveLength(1);
    expect(parseReview('x\tflat\t12\tflat%1:06:00::\tkeep').errors).toHaveLength(1);
  });
});

describe("the site's own sense keys", () => {
  it('are WordNet-shaped keys in lexicographer file 99, which WordNet does not have', () => {
    expect(isSiteSenseKey('click%2:99:00::')).toBe(true);
    expect(isSiteSenseKey('click%2:38:00::')).toBe(false);
  });
});

describe('the content check of reviewed senses', () => {
  const library = () => {
    const dir = writeFixtureLibrary();
    mkdirSync(join(dir, REVIEWS_DIR));
    mkdirSync(join(dir, 'reading/non-english/food'), { recursive: true });
    return dir;
  };
  const write = (dir: string, path: string, data: unknown) =>
    writeFileSync(join(dir, path), typeof data === 'string' ? data : JSON.stringify(data));
  const problemsOf = (dir: string, id: string) => checkLibrary(dir).problems.filter((p) => p.includes(id));

  it('counts a reviewed story, and fails one that says so without its decisions', () => {
    const dir = library();
    write(dir, 'reading/non-english/food/fx-reviewed.json', {
      ...fixturePassage('fx-reviewed', 'non-english', 'food'),
      sensesReviewed: true,
    });
    const report = checkLibrary(dir);
    expect(report.reviewed).toEqual(['fx-reviewed']);
    expect(problemsOf(dir, 'fx-reviewed.tsv').join()).toMatch(/missing/);
  });

  it('fails a key that is neither WordNet’s nor a site sense, in the table or in the decisions', () => {
    const dir = library();
    const p = fixturePassage('fx-keys', 'non-english', 'food');
    const at = p.text.indexOf('music');
    write(dir, 'reading/non-english/food/fx-keys.json', {
      ...p,
      sensesReviewed: true,
      wordSenses: [{ at, word: 'music', sense: 'music%1:99:00::' }],
    });
    write(
      dir,
      `${REVIEWS_DIR}/fx-keys.tsv`,
      `1\tmusic\t${at}\tmusic%1:10:00::\tmusic%1:99:00::\n2\tbread\t1\tbread%1:13:00::\t?\n`,
    );
    const problems = problemsOf(dir, 'fx-keys');
    expect(problems.filter((p) => /neither a WordNet sense nor a site sense/.test(p))).toHaveLength(2);
    expect(problems.join()).toMatch(/line 2 \('bread'\) is not decided/);
  });

  it('takes a site sense for a word, with its own plain definition at the easiest levels', () => {
    const dir = library();
    const p = fixturePassage('fx-site', 'non-english', 'food');
    const at = p.text.indexOf('music');
    write(dir, 'site-senses.json', {
      'music%1:99:00::': { lemma: 'music', pos: 'n', definition: 'sounds people make to enjoy' },
    });
    write(dir, 'reading/non-english/food/fx-site.json', {
      ...p,
      wordSenses: [{ at, word: 'music', sense: 'music%1:99:00::' }],
    });
    const problems = problemsOf(dir, `'music' at ${at}`);
    expect(problems).toEqual([]);
  });
});

describe('the shipped library', () => {
  // The whole library's check takes about 15 s alone and more beside the rest of the suite: past the 20 s default.
  it('has every story reviewed, with its decisions, and nothing the check refuses', { timeout: 60_000 }, () => {
    const report = checkLibrary(new URL('../../content', import.meta.url).pathname);
    expect(report.passages.filter((p) => !p.sensesReviewed).map((p) => p.id)).toEqual([]);
    expect(report.reviewed).toHaveLength(report.passages.length);
    expect(report.problems).toEqual([]);
  });
});

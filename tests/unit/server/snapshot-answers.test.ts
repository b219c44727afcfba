import { describe, expect, it } from 'vitest';
import { MAX_KEPT_ANSWERS, MAX_KEPT_CHARACTERS, SnapshotAnswers } from '../../../server/snapshotAnswers.js';

/** Keeps `payload` as the answer computed for `key` by a call whose session check read `snapshot`. */
const keep = (answers: SnapshotAnswers, key: string, snapshot: string, payload: string) => answers.compute(key, snapshot)(payload);

describe('SnapshotAnswers', () => {
  it('serves an answer to a call whose session check read the same snapshot, for the same key only', () => {
    const answers = new SnapshotAnswers();
    keep(answers, 'tutors', '10:12:', 'page');
    expect(answers.find('tutors', '10:12:')).toBe('page');
    expect(answers.find('users', '10:12:')).toBeUndefined();
  });

  it('does not serve it to a call whose check read another snapshot', () => {
    const answers = new SnapshotAnswers();
    keep(answers, 'tutors', '10:12:', 'page');
    expect(answers.find('tutors', '10:13:')).toBeUndefined();
    expect(answers.find('tutors', '10:12:11')).toBeUndefined();
  });

  it('hands an answer being computed to the calls of the same snapshot that wait for it, and keeps it', async () => {
    const answers = new SnapshotAnswers();
    const settle = answers.compute('tutors', '10:12:');
    expect(answers.find('tutors', '10:12:')).toBeUndefined();
    expect(answers.beingComputed('tutors', '10:13:')).toBeUndefined();
    expect(answers.beingComputed('users', '10:12:')).toBeUndefined();
    const waiting = [answers.beingComputed('tutors', '10:12:'), answers.beingComputed('tutors', '10:12:')];
    settle('page');
    expect(await Promise.all(waiting)).toEqual(['page', 'page']);
    expect(answers.find('tutors', '10:12:')).toBe('page');
    expect(answers.beingComputed('tutors', '10:12:')).toBeUndefined();
  });

  it('lets the waiting calls go on with nothing when the computing call did not answer, and keeps nothing', async () => {
    const answers = new SnapshotAnswers();
    const settle = answers.compute('tutors', '10:12:');
    const waiting = answers.beingComputed('tutors', '10:12:');
    settle(undefined);
    settle('a late answer');
    expect(await waiting).toBeUndefined();
    expect(answers.find('tutors', '10:12:')).toBeUndefined();
  });

  it('drops the answers of a snapshot once an answer is kept under another', () => {
    const answers = new SnapshotAnswers();
    keep(answers, 'tutors', '10:12:', 'old tutors');
    keep(answers, 'users', '10:13:', 'new users');
    expect(answers.find('tutors', '10:12:')).toBeUndefined();
    expect(answers.find('users', '10:13:')).toBe('new users');
  });

  it(`keeps at most ${MAX_KEPT_ANSWERS} answers, dropping the least recently used`, () => {
    const answers = new SnapshotAnswers();
    for (let page = 1; page <= MAX_KEPT_ANSWERS + 1; page++) keep(answers, `page ${page}`, '7:9:', `answer ${page}`);
    expect(answers.find('page 1', '7:9:')).toBeUndefined();
    expect(answers.find('page 2', '7:9:')).toBe('answer 2');
    expect(answers.find(`page ${MAX_KEPT_ANSWERS + 1}`, '7:9:')).toBe(`answer ${MAX_KEPT_ANSWERS + 1}`);
  });

  it(`keeps at most ${MAX_KEPT_CHARACTERS} characters of answers, dropping the least recently used, and never one longer than that`, () => {
    const answers = new SnapshotAnswers();
    const third = 'x'.repeat(Math.floor(MAX_KEPT_CHARACTERS / 3) - 1);
    for (const page of [1, 2, 3, 4]) keep(answers, `page ${page}`, '7:9:', `${page}${third}`);
    keep(answers, 'huge', '7:9:', 'x'.repeat(MAX_KEPT_CHARACTERS + 1));
    expect(answers.find('page 1', '7:9:')).toBeUndefined();
    expect(answers.find('page 2', '7:9:')).toBe(`2${third}`);
    expect(answers.find('page 4', '7:9:')).toBe(`4${third}`);
    expect(answers.find('huge', '7:9:')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { AnswerCache } from './index.ts';

describe('AnswerCache', () => {
  const cache = (maxBytes: number): AnswerCache<string> =>
    new AnswerCache<string>({ maxBytes, ttlMs: 1000, sizeOf: (text) => text.length * 2 });

  it('keeps answers under its byte limit, the oldest leaving first', () => {
    const answers = cache(100); // each entry below: key 1 char (2 bytes) + 20 chars (40 bytes)
    answers.set('a', 'x'.repeat(20), 0);
    answers.set('b', 'y'.repeat(20), 0);
    expect(answers.bytes).toBe(84);
    answers.set('c', 'z'.repeat(20), 0);
    expect(answers.get('a', 1)).toBeUndefined();
    expect(answers.get('b', 1)).toBe('y'.repeat(20));
    expect(answers.get('c', 1)).toBe('z'.repeat(20));
    expect(answers.bytes).toBeLessThanOrEqual(100);
    expect(answers.size).toBe(2);
  });

  it('does not keep an answer larger than the limit, nor one past its time', () => {
    const answers = cache(50);
    answers.set('big', 'x'.repeat(30), 0);
    expect(answers.get('big', 1)).toBeUndefined();
    expect(answers.bytes).toBe(0);
    answers.set('k', 'ok', 0);
    expect(answers.get('k', 999)).toBe('ok');
    expect(answers.get('k', 1000)).toBeUndefined();
    expect(answers.bytes).toBe(0);
  });

  it('replacing an answer counts its bytes once', () => {
    const answers = cache(1000);
    answers.set('k', 'a'.repeat(10), 0);
    answers.set('k', 'b'.repeat(30), 0);
    expect(answers.bytes).toBe(62);
    expect(answers.get('k', 1)).toBe('b'.repeat(30));
  });
});

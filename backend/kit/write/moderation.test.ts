import { describe, expect, it } from 'vitest';
import { moderationStep, type ModerationStatus, type ModerationStep } from './moderation.ts';

const messages = {
  alreadyPublished: 'уже опубликовано',
  archived: 'в архиве',
  notSubmitted: 'не на модерации',
  notArchived: 'не в архиве',
};

describe('the moderation flow products and services share', () => {
  // step, status, what happens: true (recorded), false (a repeat, nothing recorded), or the refusal
  it.each<[ModerationStep, ModerationStatus, boolean | string]>([
    ['submit', 'draft', true],
    ['submit', 'rejected', true],
    ['submit', 'submitted', false],
    ['submit', 'published', messages.alreadyPublished],
    ['submit', 'archived', messages.archived],
    ['publish', 'submitted', true],
    ['publish', 'published', false],
    ['publish', 'draft', messages.notSubmitted],
    ['reject', 'submitted', true],
    ['reject', 'published', messages.notSubmitted],
    ['archive', 'published', true],
    ['archive', 'archived', false],
    ['restore', 'archived', true],
    ['restore', 'draft', messages.notArchived],
  ])('%s from %s: %s', (step, status, outcome) => {
    if (typeof outcome === 'string') expect(() => moderationStep(step, status, messages)).toThrow(outcome);
    else expect(moderationStep(step, status, messages)).toBe(outcome);
  });
});

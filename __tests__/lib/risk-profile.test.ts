// The risk self-check's scoring against hand-worked cases: the lowest part sets the profile.
import fs from 'fs';
import path from 'path';
import { checkRiskProfile, profileFor, scoreRiskProfile, unanswered, type RiskAnswers, type RiskProfileData } from '../../src/lib/risk-profile';

const DATA: RiskProfileData = JSON.parse(fs.readFileSync(path.join(__dirname, '../../data/suitability.json'), 'utf8'));
const L = (en: string) => ({ fa: en, en });
const opts = (...scores: number[]) => scores.map((score) => ({ text: L(`s${score}`), score }));

/** Two questions a part, scores 0–3 each: a part's maximum is 6. */
const SMALL: RiskProfileData = {
  parts: [
    {
      id: 'knowledge',
      title: L('K'),
      questions: [
        { id: 'k1', text: L('k1'), options: opts(0, 1, 2, 3) },
        { id: 'k2', text: L('k2'), options: opts(0, 3) },
      ],
    },
    {
      id: 'capacity',
      title: L('C'),
      questions: [
        { id: 'c1', text: L('c1'), options: opts(0, 1, 2, 3) },
        { id: 'c2', text: L('c2'), options: opts(0, 1, 3) },
      ],
    },
    {
      id: 'attitude',
      title: L('A'),
      questions: [
        { id: 'a1', text: L('a1'), options: opts(0, 1, 2, 3) },
        { id: 'a2', text: L('a2'), options: opts(0, 1, 2, 3) },
      ],
    },
  ],
  profiles: [
    { id: 'cautious', name: L('Cautious'), minPercent: 0, meaning: L('') },
    { id: 'balanced', name: L('Balanced'), minPercent: 50, meaning: L('') },
    { id: 'growth', name: L('Growth'), minPercent: 75, meaning: L('') },
  ],
};

/** Every question of `data` answered with its lowest (`low`) or highest scoring option, by part. */
function answersOf(data: RiskProfileData, pick: Record<string, 'low' | 'high'>): RiskAnswers {
  const out: Record<string, number> = {};
  for (const part of data.parts)
    for (const q of part.questions) {
      const scores = q.options.map((o) => o.score);
      out[q.id] = scores.indexOf(pick[part.id] === 'high' ? Math.max(...scores) : Math.min(...scores));
    }
  return out;
}

describe('profileFor', () => {
  it.each([
    [0, 'cautious'],
    [49.9, 'cautious'],
    [50, 'balanced'],
    [74.9, 'balanced'],
    [75, 'growth'],
    [100, 'growth'],
  ])('%p %% reaches %s', (percent, id) => expect(profileFor(percent, SMALL.profiles).id).toBe(id));
});

describe('scoreRiskProfile (hand-worked)', () => {
  it('scores each part as a share of its maximum and takes the lowest part', () => {
    // knowledge 2 + 3 = 5/6 (83 %, growth); capacity 1 + 1 = 2/6 (33 %, cautious); attitude 2 + 2 = 4/6 (67 %, balanced)
    const r = scoreRiskProfile(SMALL, { k1: 2, k2: 1, c1: 1, c2: 1, a1: 2, a2: 2 })!;
    expect(r.parts.map((p) => [p.id, p.score, p.max, p.profile.id])).toEqual([
      ['knowledge', 5, 6, 'growth'],
      ['capacity', 2, 6, 'cautious'],
      ['attitude', 4, 6, 'balanced'],
    ]);
    expect(r.profile.id).toBe('cautious');
    expect(r.setBy).toEqual(['capacity']);
  });

  it('gives the middle profile when the lowest part is balanced, naming every part at it', () => {
    // 3/6 = 50 % in knowledge and attitude (balanced), 6/6 in capacity
    const r = scoreRiskProfile(SMALL, { k1: 3, k2: 0, c1: 3, c2: 2, a1: 3, a2: 0 })!;
    expect(r.profile.id).toBe('balanced');
    expect(r.setBy).toEqual(['knowledge', 'attitude']);
  });

  it('has no result while a question is unanswered, and names it', () => {
    expect(scoreRiskProfile(SMALL, { k1: 2, k2: 1, c1: 1, c2: 1, a1: 2 })).toBeNull();
    expect(unanswered(SMALL, { k1: 2, k2: 1, c1: 1, c2: 7, a1: 2 })).toEqual(['c2', 'a2']);
  });
});

describe('the shipped self-check (data/suitability.json)', () => {
  it('passes its build check', () => expect(checkRiskProfile(DATA)).toEqual([]));

  it.each([
    ['all most cautious', { knowledge: 'low', capacity: 'low', attitude: 'low' }, 'cautious', [0, 0, 0]],
    ['all most daring', { knowledge: 'high', capacity: 'high', attitude: 'high' }, 'growth', [12, 12, 12]],
    ['most daring with the capacity most cautious', { knowledge: 'high', capacity: 'low', attitude: 'high' }, 'cautious', [12, 0, 12]],
  ] as const)('%s gives %s', (_, pick, profile, scores) => {
    const r = scoreRiskProfile(DATA, answersOf(DATA, pick))!;
    expect(r.profile.id).toBe(profile);
    expect(r.parts.map((p) => p.score)).toEqual(scores);
  });

  it.each<[string, (d: RiskProfileData) => void, RegExp]>([
    ['a missing part', (d) => d.parts.pop(), /parts: expected knowledge, capacity, attitude/],
    ['too few questions', (d) => d.parts.forEach((p) => p.questions.splice(2)), /6 questions in all; the self-check has 10 to 15/],
    ['a question id twice', (d) => (d.parts[1].questions[0].id = 'products'), /question id "products" is used twice/],
    ['profiles out of order', (d) => (d.profiles[2].minPercent = 40), /profiles\[2\]\.minPercent 40: must be above/],
  ])('refuses %s', (_, mutate, message) => {
    const copy: RiskProfileData = JSON.parse(JSON.stringify(DATA));
    mutate(copy);
    expect(checkRiskProfile(copy).join('\n')).toMatch(message);
  });
});

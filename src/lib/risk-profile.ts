// The risk self-check's scoring (data/suitability.json): each part's score is the sum of its answers'
// scores, as a share of the part's highest possible; each part reaches the highest profile whose
// threshold its share meets; the LOWEST part sets the profile, so a high appetite never outweighs a low
// capacity. Pure functions: the page runs them in the browser and nothing is sent anywhere.

export type Localized = { fa: string; en: string };
export type RiskOption = { text: Localized; score: number };
export type RiskQuestion = { id: string; text: Localized; options: RiskOption[] };
export type RiskPartId = 'knowledge' | 'capacity' | 'attitude';
export type RiskPart = { id: RiskPartId; title: Localized; questions: RiskQuestion[] };
export type RiskProfile = { id: string; name: Localized; minPercent: number; meaning: Localized };
export type RiskProfileData = { parts: RiskPart[]; profiles: RiskProfile[] };

/** The chosen option's index by question id; a question not in it is unanswered. */
export type RiskAnswers = Readonly<Record<string, number | undefined>>;

export type PartResult = { id: RiskPartId; score: number; max: number; percent: number; profile: RiskProfile };
export type RiskResult = { parts: PartResult[]; profile: RiskProfile; /** The part (or parts) at the lowest profile. */ setBy: RiskPartId[] };

export const PART_ORDER: readonly RiskPartId[] = ['knowledge', 'capacity', 'attitude'];
export const QUESTIONS_MIN = 10;
export const QUESTIONS_MAX = 15;

/** The profile a part's share (0–100) reaches: the last whose minPercent it meets. */
export function profileFor(percent: number, profiles: readonly RiskProfile[]): RiskProfile {
  let reached = profiles[0];
  for (const p of profiles) if (percent >= p.minPercent) reached = p;
  return reached;
}

/** Question ids without a valid answer, in page order. */
export function unanswered(data: RiskProfileData, answers: RiskAnswers): string[] {
  return data.parts.flatMap((part) =>
    part.questions
      .filter((q) => {
        const a = answers[q.id];
        return a === undefined || !Number.isInteger(a) || a < 0 || a >= q.options.length;
      })
      .map((q) => q.id),
  );
}

/** Scores every part and sets the profile by the lowest; null while a question is unanswered. */
export function scoreRiskProfile(data: RiskProfileData, answers: RiskAnswers): RiskResult | null {
  if (unanswered(data, answers).length) return null;
  const rank = (p: RiskProfile) => data.profiles.indexOf(p);
  const parts = data.parts.map((part): PartResult => {
    const score = part.questions.reduce((s, q) => s + q.options[answers[q.id] as number].score, 0);
    const max = part.questions.reduce((s, q) => s + Math.max(...q.options.map((o) => o.score)), 0);
    const percent = max > 0 ? (score / max) * 100 : 0;
    return { id: part.id, score, max, percent, profile: profileFor(percent, data.profiles) };
  });
  const lowest = parts.reduce((low, p) => (rank(p.profile) < rank(low.profile) ? p : low), parts[0]);
  return { parts, profile: lowest.profile, setBy: parts.filter((p) => p.profile === lowest.profile).map((p) => p.id) };
}

/** What JSON Schema cannot check: the three parts once each in order, 10–15 questions with unique ids, profiles rising from 0. */
export function checkRiskProfile(data: RiskProfileData, file = 'data/suitability.json'): string[] {
  const errors: string[] = [];
  const ids = data.parts.map((p) => p.id);
  if (ids.join() !== PART_ORDER.join()) errors.push(`${file}: parts: expected ${PART_ORDER.join(', ')} in that order (got ${ids.join(', ')})`);
  const questions = data.parts.flatMap((p) => p.questions);
  if (questions.length < QUESTIONS_MIN || questions.length > QUESTIONS_MAX)
    errors.push(`${file}: parts: ${questions.length} questions in all; the self-check has ${QUESTIONS_MIN} to ${QUESTIONS_MAX}`);
  const seen = new Set<string>();
  for (const q of questions) {
    if (seen.has(q.id)) errors.push(`${file}: question id "${q.id}" is used twice`);
    seen.add(q.id);
  }
  data.parts.forEach((part, i) => {
    part.questions.forEach((q, j) => {
      if (!q.options.some((o) => o.score > 0)) errors.push(`${file}: parts[${i}].questions[${j}] (${q.id}): no answer scores above 0`);
    });
  });
  if (data.profiles[0] && data.profiles[0].minPercent !== 0) errors.push(`${file}: profiles[0].minPercent: the first profile starts at 0`);
  data.profiles.forEach((p, i) => {
    if (i > 0 && p.minPercent <= data.profiles[i - 1].minPercent)
      errors.push(`${file}: profiles[${i}].minPercent ${p.minPercent}: must be above the profile before (${data.profiles[i - 1].minPercent})`);
  });
  return errors;
}

// The offering and admission track record (data/mandates.json) on /supply-and-acceptance/: the three
// counts Iran Fara Bourse ranks consultants by (companies submitted for listing, admitted, listed), the
// mandates newest first, and the order of stages the build checks. Pure functions of the data.

export type MandateStage = 'contract' | 'submitted' | 'admitted' | 'firstTrade';

/** The stages of a mandate in the order they happen. */
export const MANDATE_STAGES: readonly MandateStage[] = ['contract', 'submitted', 'admitted', 'firstTrade'];

export type Mandate = {
  jsonId: string;
  company: { fa: string; en: string };
  symbol: { fa: string; en: string };
  market: string;
  board: string;
  role: string;
  contract: string;
  submitted: string | null;
  admitted: string | null;
  firstTrade: string | null;
};

export type MandateCounts = { submitted: number; admitted: number; listed: number };

/** Companies submitted for listing, admitted, and listed (traded): each counts every company that reached that stage. */
export function mandateCounts(mandates: readonly Pick<Mandate, 'submitted' | 'admitted' | 'firstTrade'>[]): MandateCounts {
  return {
    submitted: mandates.filter((m) => m.submitted).length,
    admitted: mandates.filter((m) => m.admitted).length,
    listed: mandates.filter((m) => m.firstTrade).length,
  };
}

/** The latest stage a mandate reached, and its date. */
export function latestStage(m: Pick<Mandate, MandateStage>): { stage: MandateStage; date: string } {
  for (let i = MANDATE_STAGES.length - 1; i >= 0; i -= 1) {
    const date = m[MANDATE_STAGES[i]];
    if (date) return { stage: MANDATE_STAGES[i], date };
  }
  return { stage: 'contract', date: m.contract };
}

/** Newest first: by the date of the latest stage reached, then by contract date. */
export function mandatesNewestFirst<T extends Pick<Mandate, MandateStage>>(mandates: readonly T[]): T[] {
  return [...mandates].sort((a, b) => latestStage(b).date.localeCompare(latestStage(a).date) || b.contract.localeCompare(a.contract));
}

/** What the schema cannot say: a stage is reached only after the one before it, on the same day or later. */
export function checkMandates(mandates: readonly Record<string, unknown>[], file = 'data/mandates.json'): string[] {
  const errors: string[] = [];
  mandates.forEach((m, i) => {
    let previous: { stage: MandateStage; date: string | null } | null = null;
    for (const stage of MANDATE_STAGES) {
      const date = (m[stage] as string | null) ?? null;
      if (date && previous && !previous.date)
        errors.push(`${file}: [${i}].${stage}: ${date}, but ${previous.stage} has no date (a stage follows the one before it)`);
      else if (date && previous?.date && date < previous.date) errors.push(`${file}: [${i}].${stage}: ${date} is before ${previous.stage} (${previous.date})`);
      previous = { stage, date };
    }
  });
  return errors;
}

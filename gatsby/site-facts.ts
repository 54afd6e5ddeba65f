// The copy's interpolation values of both languages (src/lib/facts.ts siteFacts), from data/ and the
// locales, for the `facts` field of companyJson (gatsby-node.ts createResolvers).
import fs from 'fs';
import path from 'path';
import { siteFacts, type CompanyFacts, type Terms } from '../src/lib/facts';
import { LANGUAGES, type Language } from '../src/lib/i18n-config';

type CommonWords = { units: { billionRials: string; percent: string }; record: Record<string, { adjective: string; note: string }> };

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;

export function siteFactsByLanguage(company: CompanyFacts, dataDir: string, localesDir: string): Record<Language, Record<string, string>> {
  const terms = readJson<Terms>(path.join(dataDir, 'terms.json'));
  const record =
    readJson<{ composite?: { record?: string } }>(path.join(dataDir, 'performance.json')).composite?.record === 'actual' ? 'actual' : 'illustrative';
  const entries = LANGUAGES.map((language) => {
    const common = readJson<CommonWords>(path.join(localesDir, language, 'common.json'));
    const words = { ...common.units, recordKind: common.record[record].adjective, recordNote: common.record[record].note };
    return [language, siteFacts(company, terms, language, words)] as const;
  });
  return Object.fromEntries(entries) as Record<Language, Record<string, string>>;
}

// The self-check's result: the profile the lowest part sets, the rule in plain words, each part's score
// and profile, what the profile means for dedicated portfolio management at the minimum amount and
// horizon, that it is an indication only, and the way on (talk to us, key information, print). Printed,
// it is the only thing on the page, on one sheet.
import React from 'react';
import { Link } from 'gatsby';
import { useTranslation } from 'react-i18next';
import styled, { createGlobalStyle } from 'styled-components';
import { localizeDigits } from '../../lib/digits';
import { localizePath, type Language } from '../../lib/i18n-config';
import type { RiskProfileData, RiskResult } from '../../lib/risk-profile';
import { primaryButton } from '../../styles/mixins';
import { listOf } from '../../lib/lists';

type RiskResultViewProps = {
  result: RiskResult;
  data: RiskProfileData;
  language: Language;
  minimumCapital: string;
  horizon: string;
  headingRef: React.Ref<HTMLHeadingElement>;
  onConsult: (summaryLine: string) => void;
  keyInformationPath: string;
};

export function RiskResultView({ result, data, language, minimumCapital, horizon, headingRef, onConsult, keyInformationPath }: RiskResultViewProps) {
  const { t } = useTranslation('risk-profile', { lng: language });
  const title = (id: string) => data.parts.find((p) => p.id === id)?.title[language] ?? id;
  const score = (id: string) => {
    const part = result.parts.find((p) => p.id === id)!;
    return t('result.scoreValue', { score: localizeDigits(part.score, language), max: localizeDigits(part.max, language) });
  };
  const name = result.profile.name[language];
  const line = t('result.summary', { profile: name, knowledge: score('knowledge'), capacity: score('capacity'), attitude: score('attitude') });
  return (
    <Result aria-labelledby="risk-result-heading" data-profile={result.profile.id} id="risk-result">
      <PrintResultOnly />
      <h2 id="risk-result-heading" ref={headingRef} tabIndex={-1}>
        {t('result.heading', { profile: name })}
      </h2>
      <p>{t('result.rule')}</p>
      <p data-set-by={result.setBy.join(' ')}>{t('result.setBy', { parts: listOf(result.setBy.map(title), language) })}</p>
      <PartsTable data-table="risk-parts">
        <caption>{t('result.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('result.part')}</th>
            <th scope="col">{t('result.score')}</th>
            <th scope="col">{t('result.partProfile')}</th>
          </tr>
        </thead>
        <tbody>
          {result.parts.map((p) => (
            <tr key={p.id} data-part={p.id} data-score={p.score}>
              <th scope="row">{p.id === result.setBy[0] ? <strong>{title(p.id)}</strong> : title(p.id)}</th>
              <td>{score(p.id)}</td>
              <td>{p.profile.name[language]}</td>
            </tr>
          ))}
        </tbody>
      </PartsTable>
      <h3>{t('result.meaningHeading')}</h3>
      <p data-meaning="">{result.profile.meaning[language].replace('{{minimumCapital}}', minimumCapital).replace('{{horizon}}', horizon)}</p>
      <p>
        <strong>{t('indication')}</strong>
      </p>
      <Actions data-no-print>
        <div>
          <Primary type="button" onClick={() => onConsult(line)} aria-describedby="risk-consult-hint">
            {t('result.consult')}
          </Primary>
          <p id="risk-consult-hint">{t('result.consultHint')}</p>
        </div>
        <div>
          <button type="button" onClick={() => window.print()}>
            {t('result.print')}
          </button>
        </div>
        <div>
          <Link to={localizePath(keyInformationPath, language)}>{t('result.keyInformation')}</Link>
        </div>
      </Actions>
    </Result>
  );
}

const Result = styled.section`
  margin-top: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.lg};
  border: 2px solid ${({ theme }) => theme.color.brand};
  border-radius: ${({ theme }) => theme.radius.md};
  h2:focus {
    outline: 3px solid ${({ theme }) => theme.color.focus};
  }
  @media print {
    border: none;
    padding: 0;
    margin: 0;
  }
`;

// The record's FigureTable keeps figures on one line (it scrolls); three short columns wrap instead, so
// the result fits 320 px without scrolling.
const PartsTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption {
    text-align: left;
    font-weight: 700;
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space.xs};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};
  p {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  button:not([class*='Primary']) {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  }
`;

const Primary = styled.button`
  ${primaryButton}
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xl}`};
`;

// Printed, the result stands alone on one A4 sheet: the page's intro, the questions and the site's
// footer are left out.
const PrintResultOnly = createGlobalStyle`
  @media print {
    @page { size: A4; margin: 12mm; }
    body footer, main article > div:first-child, #risk-form, [data-risk-intro] { display: none !important; }
  }
`;

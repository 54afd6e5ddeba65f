// The offering and admission track record on /supply-and-acceptance/ (data/mandates.json): the three
// counts Iran Fara Bourse ranks admission consultants by, and the mandates newest first with the date of
// each stage (src/lib/mandates.ts). With no mandate yet, one sentence says so.
import React, { useId } from 'react';
import styled from 'styled-components';
import { formatDate, formatNumber } from '../../lib/format';
import type { Language } from '../../lib/i18n-config';
import { MANDATE_STAGES, mandateCounts, mandatesNewestFirst, type Mandate } from '../../lib/mandates';
import { FigureTable } from '../efficiency/table-styles';
import { TableFigure } from '../efficiency/TableFigure';

export type MandateText = {
  heading: string;
  lead: string;
  none: string;
  counts: { heading: string; submitted: string; admitted: string; listed: string };
  table: Record<'caption' | 'company' | 'symbol' | 'market' | 'role' | 'contract' | 'submitted' | 'admitted' | 'firstTrade' | 'notYet', string>;
  markets: Record<string, string>;
  boards: Record<string, string>;
  roles: Record<string, string>;
};

export type MandateRecordProps = { mandates: readonly Mandate[]; language: Language; months: readonly string[]; text: MandateText };

export function MandateRecord({ mandates, language, months, text }: MandateRecordProps) {
  const captionId = `${useId().replace(/:/g, '')}-mandates`;
  const counts = mandateCounts(mandates);
  const date = (iso: string | null) =>
    iso ? <time dateTime={iso}>{formatDate(iso, language, months)}</time> : <span className="not-yet">{text.table.notYet}</span>;
  return (
    <Record aria-labelledby="mandates-heading" id="track-record">
      <h2 id="mandates-heading">{text.heading}</h2>
      <p>{text.lead}</p>
      {mandates.length === 0 ? (
        <p data-mandates="none">{text.none}</p>
      ) : (
        <>
          <Counts aria-label={text.counts.heading}>
            {(['submitted', 'admitted', 'listed'] as const).map((key) => (
              <div key={key} data-count={key}>
                <dt>{text.counts[key]}</dt>
                <dd>{formatNumber(counts[key], language)}</dd>
              </div>
            ))}
          </Counts>
          <TableFigure caption={text.table.caption} captionId={captionId}>
            <FigureTable data-table="mandates" aria-labelledby={captionId}>
              <thead>
                <tr>
                  <th scope="col">{text.table.company}</th>
                  <th scope="col">{text.table.symbol}</th>
                  <th scope="col">{text.table.market}</th>
                  <th scope="col">{text.table.role}</th>
                  {MANDATE_STAGES.map((stage) => (
                    <th scope="col" key={stage}>
                      {text.table[stage]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {mandatesNewestFirst(mandates).map((m) => (
                  <tr key={m.jsonId} data-mandate={m.jsonId}>
                    <th scope="row">{m.company[language]}</th>
                    <td>{m.symbol[language]}</td>
                    <td>
                      {text.markets[m.market] ?? m.market}, {text.boards[m.board] ?? m.board}
                    </td>
                    <td>{text.roles[m.role] ?? m.role}</td>
                    {MANDATE_STAGES.map((stage) => (
                      <td key={stage} data-stage={stage}>
                        {date(m[stage])}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </FigureTable>
          </TableFigure>
        </>
      )}
    </Record>
  );
}

const Record = styled.section`
  margin-bottom: 2.5rem;
  .not-yet {
    color: ${({ theme }) => theme.color.muted};
  }
`;

const Counts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem 2.5rem;
  margin: 1rem 0;
  dt {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.muted};
  }
  dd {
    margin: 0;
    font-size: 2rem;
    font-weight: 700;
  }
`;

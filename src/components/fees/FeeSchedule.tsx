// The fee schedule on /fees: each fee with its rate, what it is charged on and when, from the page's
// copy with the rates of data/terms.json (through the copy's placeholders). One card per fee, side by
// side on wide screens and stacked on a phone, where a four-column table would need scrolling.
import React from 'react';
import styled from 'styled-components';
import type { Language } from '../../lib/i18n-config';
import { usePageCopy } from '../../hooks/use-page-copy';
import { cardList } from '../../styles/mixins';
import { Notes } from '../efficiency/table-styles';

type ScheduleRow = { fee: string; rate: string; base: string; when: string };

export function FeeSchedule({ language }: { language: Language }) {
  const copy = usePageCopy('fees', language);
  return (
    <section aria-labelledby="fee-schedule-heading" id="fee-schedule">
      <h2 id="fee-schedule-heading">{copy.text('schedule.heading')}</h2>
      <Fees>
        {copy.list<ScheduleRow>('schedule.rows').map((row) => (
          <li key={row.fee} data-fee="">
            <h3>{row.fee}</h3>
            <dl>
              <dt>{copy.text('schedule.rate')}</dt>
              <dd>{row.rate}</dd>
              <dt>{copy.text('schedule.base')}</dt>
              <dd>{row.base}</dd>
              <dt>{copy.text('schedule.when')}</dt>
              <dd>{row.when}</dd>
            </dl>
          </li>
        ))}
      </Fees>
      <Notes>
        <p>{copy.text('schedule.note')}</p>
      </Notes>
    </section>
  );
}

const Fees = styled.ul`
  ${cardList}
  margin: 1rem 0;
  h3 {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  dl {
    margin: 0;
  }
  dt {
    color: ${({ theme }) => theme.color.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  dd {
    margin: 0 0 0.5rem;
  }
`;

// Board members or managers and colleagues (data/staff.json) with their professional qualifications.
import React from 'react';
import styled from 'styled-components';
import type { Language } from '../../lib/i18n-config';
import { initialsOf } from '../../lib/initials';
import { brandDisc, card, cardGrid } from '../../styles/mixins';

type L = { fa: string; en: string };
export type StaffMember = { jsonId: string; group: string; order: number; name: L; role: L; education: L; bio: L; qualifications: readonly string[] };
export type StaffLabels = { role: string; education: string; qualifications: string; bio: string };

type StaffListProps = { members: readonly StaffMember[]; language: Language; labels: StaffLabels; qualificationNames: Record<string, string> };

export function StaffList({ members, language, labels, qualificationNames }: StaffListProps) {
  const sorted = [...members].sort((a, b) => a.order - b.order);
  return (
    <Grid>
      {sorted.map((m) => (
        <Card key={m.jsonId} aria-labelledby={`staff-${m.jsonId}`}>
          <Avatar aria-hidden="true" data-initials="">
            {initialsOf(m.name[language]).map((letter, i) => (
              <span key={i}>{letter}</span>
            ))}
          </Avatar>
          <h2 id={`staff-${m.jsonId}`}>{m.name[language]}</h2>
          <Role>{m.role[language]}</Role>
          <dl>
            <dt>{labels.education}</dt>
            <dd>{m.education[language]}</dd>
            {m.qualifications.length ? (
              <>
                <dt>{labels.qualifications}</dt>
                <dd>
                  <ul>
                    {m.qualifications.map((q) => (
                      <li key={q}>{qualificationNames[q] ?? q}</li>
                    ))}
                  </ul>
                </dd>
              </>
            ) : null}
            <dt className="visually-hidden">{labels.bio}</dt>
            <dd>{m.bio[language]}</dd>
          </dl>
        </Card>
      ))}
    </Grid>
  );
}

const Grid = styled.div`
  ${cardGrid('17rem')}
`;

const Card = styled.section`
  ${card}
  padding: 1.25rem;
  h2 {
    font-size: 1.15rem;
    margin: 0.75rem 0 0.25rem;
  }
  dl {
    margin: 0.75rem 0 0;
  }
  dt {
    color: ${({ theme }) => theme.color.muted};
    font-size: 0.9rem;
  }
  dd {
    margin: 0 0 0.6rem;
  }
  ul {
    margin: 0.25rem 0 0;
    padding-left: 1.1rem;
  }
`;

// Each letter is its own grid item, so Persian letters never join into a word («سم» would read
// "poison"): a browser shapes the text of each item apart. The gap sets them visibly apart.
const Avatar = styled.div`
  ${brandDisc('3.5rem')}
  grid-auto-flow: column;
  justify-content: center;
  gap: 0.15em;
  font-size: 1.2rem;
`;

const Role = styled.p`
  color: ${({ theme }) => theme.color.brandText};
  font-weight: 700;
  margin: 0;
`;

// The error summary (govuk error-summary): focused after a failed submit; each error links to its field,
// and following a link focuses the field with its label or legend scrolled into view.
import React, { useEffect, useRef, type MouseEvent } from 'react';
import styled from 'styled-components';

const Summary = styled.div`
  margin: 0 0 ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.md};
  border: 4px solid ${({ theme }) => theme.color.error};
  border-radius: ${({ theme }) => theme.radius.sm};

  &:focus {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 0;
  }
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const List = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};

  a {
    color: ${({ theme }) => theme.color.error};
    font-weight: 700;
  }
`;

export type SummaryError = { targetId: string; text: string };

type ErrorSummaryProps = {
  id: string;
  title: string;
  errors: readonly SummaryError[];
  /** Changes on every failed submit: the summary takes focus each time, even when the errors did not change. */
  focusSignal: number;
};

/** The label or legend the visitor needs to see above the field (govuk's getAssociatedLegendOrLabel). */
function labelOf(input: HTMLElement): HTMLElement | null {
  const fieldset = input.closest('fieldset');
  const legend = fieldset?.querySelector('legend');
  if (legend && (input.getAttribute('type') === 'radio' || input.getAttribute('type') === 'checkbox' || fieldset?.getAttribute('role') === 'group')) {
    return legend;
  }
  const labels = (input as HTMLInputElement).labels;
  return labels && labels.length > 0 ? labels[0] : (legend ?? null);
}

function focusTarget(event: MouseEvent<HTMLAnchorElement>, targetId: string): void {
  const input = document.getElementById(targetId);
  if (!input) return; // let the browser follow the fragment
  event.preventDefault();
  const label = labelOf(input) ?? input;
  if (typeof label.scrollIntoView === 'function') label.scrollIntoView();
  input.focus({ preventScroll: true });
}

export default function ErrorSummary({ id, title, errors, focusSignal }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = `${id}-title`;

  // Focus follows each submit signal once, not every change of the list while the visitor corrects
  // fields. The signal and the errors may arrive in different renders (concurrent React), so the
  // focus waits for whichever comes second.
  const focusedSignal = useRef(0);
  const hasErrors = errors.length > 0;
  useEffect(() => {
    if (focusSignal > focusedSignal.current && hasErrors) {
      focusedSignal.current = focusSignal;
      ref.current?.focus();
    }
  }, [focusSignal, hasErrors]);

  if (errors.length === 0) return null;
  return (
    <Summary id={id} ref={ref} tabIndex={-1} aria-labelledby={titleId}>
      <div role="alert">
        <Title id={titleId}>{title}</Title>
        <List>
          {errors.map((error) => (
            <li key={error.targetId}>
              <a href={`#${error.targetId}`} onClick={(event) => focusTarget(event, error.targetId)}>
                {error.text}
              </a>
            </li>
          ))}
        </List>
      </div>
    </Summary>
  );
}

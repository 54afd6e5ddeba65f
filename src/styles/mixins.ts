// Reusable style fragments.
import { css } from 'styled-components';

/** Hidden on screen, still read by screen readers (same rules as the global .visually-hidden class). */
export const visuallyHidden = css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

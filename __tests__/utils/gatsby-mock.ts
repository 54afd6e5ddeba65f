// What component tests put in place of the `gatsby` package: `jest.mock('gatsby', () => jest.requireActual('../utils/gatsby-mock'))`.
// Static queries are mocks each test fills (usually with staticQueryData()), `navigate` records calls,
// and Link is a plain anchor whose href is its `to`, so tests read link targets as a visitor would.
import React from 'react';

export const graphql = jest.fn();
export const useStaticQuery = jest.fn();
export const navigate = jest.fn();

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & { to: string };

export const Link = React.forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...rest }, ref) {
  return React.createElement('a', { ...rest, href: to, ref });
});

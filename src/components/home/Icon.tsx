// Icons from Lucide (ISC licence), one consistent 24 px outline style. Only the icons named here enter
// the bundle (lucide's modules are side-effect free); their SVG paths are rendered into the page's HTML
// at build time. Directional icons (arrows) are mirrored on right-to-left pages.
import React from 'react';
import styled from 'styled-components';
import { ArrowRight, Briefcase, Calculator, Landmark, ShieldCheck } from 'lucide';

const ICONS = {
  portfolio: Briefcase,
  offering: Landmark,
  calculator: Calculator,
  shield: ShieldCheck,
  forward: ArrowRight,
} as const;

// Icons whose meaning follows the reading direction.
const DIRECTIONAL = new Set<IconName>(['forward']);

export type IconName = keyof typeof ICONS;

export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  return (
    <Svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      data-directional={DIRECTIONAL.has(name) ? '' : undefined}
    >
      {ICONS[name].map(([tag, attrs], i) => React.createElement(tag, { key: i, ...attrs }))}
    </Svg>
  );
}

export function isIconName(name: unknown): name is IconName {
  return typeof name === 'string' && name in ICONS;
}

const Svg = styled.svg`
  flex-shrink: 0;
  html[dir='rtl'] &[data-directional] {
    transform: scaleX(-1);
  }
`;

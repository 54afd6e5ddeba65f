// Icons from Lucide (ISC licence), one consistent 24 px outline style, drawn from one sprite file,
// static/images/home-icons.svg (a symbol per icon, its id the icon's name here), so their paths are not
// shipped in the home page's JavaScript; __tests__/components/HomePage.test.tsx holds the sprite to
// Lucide's own drawing. The sprite is same-origin, so the service worker keeps it for offline visits.
// Directional icons (arrows) are mirrored on right-to-left pages.
import React from 'react';
import styled from 'styled-components';

/** The icons the sprite holds. */
export const ICON_NAMES = ['portfolio', 'offering', 'calculator', 'shield', 'forward'] as const;
export const ICON_SPRITE = '/images/home-icons.svg';

export type IconName = (typeof ICON_NAMES)[number];

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
      // Icons whose meaning follows the reading direction.
      data-directional={name === 'forward' ? '' : undefined}
    >
      <use href={`${ICON_SPRITE}#${name}`} />
    </Svg>
  );
}

export function isIconName(name: unknown): name is IconName {
  return (ICON_NAMES as readonly unknown[]).includes(name);
}

const Svg = styled.svg`
  flex-shrink: 0;
  html[dir='rtl'] &[data-directional] {
    transform: scaleX(-1);
  }
`;

// The company's mark: an inline SVG (no request, no layout shift), decorative next to the name.
import React from 'react';

export function Logo({ size = 40 }: { size?: number }) {
  return (
    <svg aria-hidden="true" focusable="false" width={size} height={size} viewBox="0 0 48 48">
      <rect width="48" height="48" rx="12" fill="#E89E2E" />
      <path d="M10 34l9-10 7 6 12-15" fill="none" stroke="#1b1307" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="38" cy="15" r="3.5" fill="#1b1307" />
    </svg>
  );
}

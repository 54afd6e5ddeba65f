// Light or dark, as on the public pages: the `theme` cookie decides (dark without one), the server puts
// it on <html data-theme> before the page paints (server/staff/page.ts), and this button switches it.
import React, { useState } from 'react';
import { applyThemeMode, readThemeMode } from '../runtime/theme-mode';
import type { ThemeMode } from '../lib/theme';
import type { Texts } from './texts';

export function ThemeToggle({ texts }: { texts: Texts }) {
  const [mode, setMode] = useState<ThemeMode>(() => readThemeMode());
  const next: ThemeMode = mode === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className="staff-header-button"
      onClick={() => {
        applyThemeMode(next);
        setMode(next);
      }}
    >
      {texts.t(next === 'dark' ? 'theme.toDark' : 'theme.toLight')}
    </button>
  );
}

// The header's search control (docs/decisions.md, "Search"). Without JavaScript it is a link to the
// search page, which lists every page of the site by section; with it, a button (and the "/" key
// anywhere outside a text field) opens the search dialog, whose code and index load only then (on the
// search page they go to the page's own field). Kept small: it is part of every page's first load.
import React, { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localizePath, type Language } from '../../lib/i18n-config';
import { useRoutePaths } from '../../hooks/use-route-paths';
import * as styles from './SearchControl.module.css';

const SearchDialog = lazy(() => import(/* webpackChunkName: "search" */ './SearchDialog'));

const icon = (
  <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-4-4" />
  </svg>
);

/** Opens the dialog (`show`, with the element focus returns to), or on the search page focuses its own field. */
function openSearch(from: Element | null, show: (from: HTMLElement) => void) {
  const field = document.querySelector<HTMLElement>('main [role=search] input');
  if (field) field.focus();
  else show(from as HTMLElement);
}

export function SearchControl({ language }: { language: Language }) {
  const { t } = useTranslation('common');
  const path = useRoutePaths().search;
  // While the dialog is open: the element focus goes back to when it closes (what had focus before).
  const [returnTo, setReturnTo] = useState<HTMLElement | null>(null);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === '/' && !e.ctrlKey && !(e.target as Element).closest('input,textarea,select,[contenteditable]')) {
        e.preventDefault();
        openSearch(document.activeElement, setReturnTo);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const label = <span className="visually-hidden">{t('search.open')}</span>;
  return (
    <>
      <a className={styles.control} href={localizePath(path, language)}>
        {icon}
        {label}
      </a>
      <button type="button" className={styles.control} aria-haspopup="dialog" aria-keyshortcuts="/" onClick={(e) => openSearch(e.currentTarget, setReturnTo)}>
        {icon}
        {label}
      </button>
      {returnTo ? (
        <Suspense fallback={null}>
          <SearchDialog
            language={language}
            onClose={() => {
              returnTo.focus();
              setReturnTo(null);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

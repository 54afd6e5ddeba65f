// The header's search control (docs/decisions.md, "Search"). Without JavaScript it is a link to the
// search page, which lists every page of the site by section; with it, a button (and the "/" key
// anywhere outside a text field) opens the search dialog, whose code and index load only then. Kept
// small: it is part of every page's first load.
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

export function SearchControl({ language }: { language: Language }) {
  const { t } = useTranslation('common');
  const path = useRoutePaths().search;
  // While the dialog is open: the element focus goes back to when it closes (what had focus before).
  const [returnTo, setReturnTo] = useState<HTMLElement | null>(null);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === '/' && !e.ctrlKey && !(e.target as Element).closest('input,textarea,select,[contenteditable]')) {
        e.preventDefault();
        setReturnTo(document.activeElement as HTMLElement);
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
      <button type="button" className={styles.control} aria-haspopup="dialog" aria-keyshortcuts="/" onClick={(e) => setReturnTo(e.currentTarget)}>
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

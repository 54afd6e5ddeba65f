// One menu or footer link: internal by route id (kept in the current locale), external by key of
// data/company.json externalLinks (new tab), or, when data leaves the URL empty, a button that says
// "This section will be activated soon" instead of a dead link.
import React from 'react';
import { Link } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { localizePath, type Language } from '../../lib/i18n-config';
import { useRoutePaths } from '../../hooks/use-route-paths';
import { useCompany } from '../../hooks/use-company';
import { useToast } from '../toast/use-toast';

export type MenuTarget = { route?: string | null; external?: string | null };

type MenuLinkProps = MenuTarget & {
  language: Language;
  className?: string;
  currentRouteId?: string;
  onNavigate?: () => void;
  children?: React.ReactNode;
  role?: string;
};

export function MenuLink({ route, external, language, className, currentRouteId, onNavigate, children, role }: MenuLinkProps) {
  const { t } = useTranslation('common');
  const paths = useRoutePaths();
  const { externalLinks } = useCompany();
  const notify = useToast();

  if (route) {
    const path = paths[route];
    const label = children ?? t(`menu.routes.${route}`);
    if (!path)
      return (
        <PlaceholderButton className={className} label={label} role={role} onClick={() => notify({ message: t('feedback:comingSoon'), variant: 'info' })} />
      );
    return (
      <Link
        to={localizePath(path, language)}
        className={className}
        aria-current={currentRouteId === route ? 'page' : undefined}
        onClick={onNavigate}
        role={role}
      >
        {label}
      </Link>
    );
  }
  const key = external ?? '';
  const url = (externalLinks as Record<string, string | null>)[key] ?? '';
  const label = children ?? t(`menu.external.${key}`);
  if (!url)
    return <PlaceholderButton className={className} label={label} role={role} onClick={() => notify({ message: t('feedback:comingSoon'), variant: 'info' })} />;
  return (
    <a href={url} className={className} target="_blank" rel="noopener noreferrer" role={role}>
      {label}
      <span className="visually-hidden"> {t('site.opensInNewTab')}</span>
    </a>
  );
}

type PlaceholderButtonProps = { className?: string; label: React.ReactNode; onClick: () => void; role?: string };

function PlaceholderButton({ className, label, onClick, role }: PlaceholderButtonProps) {
  return (
    <button type="button" className={className} onClick={onClick} role={role} data-placeholder="">
      {label}
    </button>
  );
}

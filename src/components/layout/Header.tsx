// Site header: logo, the menu of data/menus.json with dropdown groups, language switch and theme
// toggle. Sticky once scrolled past 3 px; its own look on the home page; on narrow screens the menu
// sits behind a button and closes on navigation and on Escape.
import React, { useEffect, useState } from 'react';
import { Link } from 'gatsby';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { localizePath, type Language } from '../../lib/i18n-config';
import { useMenus } from '../../hooks/use-menus';
import { useScrolledPast } from '../../hooks/use-scrolled-past';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';
import { MenuLink } from './MenuLink';
import { NavGroup } from './NavGroup';
import { SearchControl } from '../search/SearchControl';
import { ThemeToggle } from './ThemeToggle';

type HeaderProps = { language: Language; routeId: string; routePath: string; siteName: string; extra?: React.ReactNode };

export function Header({ language, routeId, routePath, siteName, extra }: HeaderProps) {
  const { t } = useTranslation('common');
  const { header } = useMenus(language);
  const sticky = useScrolledPast();
  const [menuOpen, setMenuOpen] = useState(false);
  const [openGroup, setOpenGroup] = useState<string | null>(null);

  // Any navigation closes the mobile menu and open dropdowns.
  useEffect(() => {
    setMenuOpen(false);
    setOpenGroup(null);
  }, [routePath, language]);

  useEffect(() => {
    if (!menuOpen && !openGroup) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setMenuOpen(false);
        setOpenGroup(null);
      }
    };
    const onPointer = (e: PointerEvent) => {
      if (!(e.target as Element).closest?.('[data-site-nav]')) setOpenGroup(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [menuOpen, openGroup]);

  const close = () => {
    setMenuOpen(false);
    setOpenGroup(null);
  };

  // DOM order Brand, connection status, search, menu button, menu, controls: the focus order of every width.
  // Wide screens show one row (brand, menu, status, controls); between phone and desktop the menu
  // folds behind the button; on phones the language and theme controls move into the open menu.
  return (
    <Bar data-sticky={sticky ? 'true' : 'false'} data-home={routeId === 'home' ? 'true' : 'false'} data-menu-open={menuOpen ? 'true' : 'false'}>
      <Inner>
        <Brand to={localizePath('/', language)} aria-label={t('site.homeLinkLabel', { companyShortName: siteName })}>
          <Logo />
          <BrandName aria-hidden="true">{siteName}</BrandName>
        </Brand>
        {extra ? <Status>{extra}</Status> : null}
        <SearchControl language={language} />
        <MenuButton type="button" aria-expanded={menuOpen} aria-controls="site-nav" onClick={() => setMenuOpen((v) => !v)}>
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
          <MenuLabel>{t('site.menuButton')}</MenuLabel>
        </MenuButton>
        <Nav id="site-nav" aria-label={t('site.mainNavLabel')} data-open={menuOpen ? 'true' : 'false'} data-site-nav="">
          <MenuList>
            {header.map((item, index) => {
              const key = item.key ?? item.route ?? item.external ?? String(index);
              if (item.children?.length) {
                return (
                  <NavGroup key={key} label={t(`menu.groups.${item.key}`)} open={openGroup === key} onOpenChange={(o) => setOpenGroup(o ? key : null)}>
                    {item.children.map((child) => (
                      <li key={child.route ?? child.external}>
                        <MenuLink route={child.route} external={child.external} language={language} currentRouteId={routeId} onNavigate={close} />
                      </li>
                    ))}
                  </NavGroup>
                );
              }
              return (
                <TopItem key={key}>
                  <MenuLink route={item.route} external={item.external} language={language} currentRouteId={routeId} onNavigate={close} />
                </TopItem>
              );
            })}
          </MenuList>
        </Nav>
        <Controls>
          <LanguageSwitch language={language} routePath={routePath} />
          <ThemeToggle />
        </Controls>
      </Inner>
    </Bar>
  );
}

// Opaque in both themes (headerBg is a solid colour), so no text shows through the sticky header.
// Its height is theme.layout.headerHeight (64 px) on phones and headerHeightWide (72 px) at most on
// wide screens; html's scroll-padding-top (global.css) keeps anchors and focused elements below it.
const Bar = styled.header`
  position: static;
  top: 0;
  z-index: 20;
  background: ${({ theme }) => theme.color.headerBg};
  box-shadow: inset 0 -1px 0 ${({ theme }) => theme.color.border};
  transition: box-shadow 0.2s ease;
  &[data-sticky='true'] {
    position: sticky;
    box-shadow:
      inset 0 -1px 0 ${({ theme }) => theme.color.border},
      0 6px 18px rgba(0, 0, 0, 0.18);
  }
  &[data-home='true'] {
    background: ${({ theme }) => theme.color.surface};
    box-shadow: none;
  }
  &[data-home='true'][data-sticky='true'] {
    background: ${({ theme }) => theme.color.headerBg};
    box-shadow: 0 6px 18px rgba(0, 0, 0, 0.18);
  }
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.headerMaxWidth};
  margin: 0 auto;
  min-height: ${({ theme }) => theme.layout.headerHeight};
  padding: 0.5rem 1rem;
  display: flex;
  align-items: center;
  gap: 0.5rem;
  flex-wrap: wrap;
  ${({ theme }) => theme.media.navWide} {
    flex-wrap: nowrap;
    min-height: ${({ theme }) => theme.layout.headerHeightWide};
    padding: 0.25rem 1rem;
    gap: 0.5rem;
  }
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.6rem;
  min-height: 2.75rem;
  color: inherit;
  font-weight: 800;
  text-decoration: none;
  margin-right: auto;
  ${({ theme }) => theme.media.navWide} {
    margin-right: 0.5rem;
    flex-shrink: 0;
  }
  /* On phones the brand takes the room the buttons leave and its name wraps in it, rather than push
     the buttons onto a second row. */
  ${({ theme }) => theme.media.phone} {
    flex: 1 1 0;
    min-width: 0;
    & > svg {
      flex-shrink: 0;
    }
  }
`;

// Two short lines at most (three, in smaller type, on the narrowest phones), so the row keeps its
// height; next to a full menu on the narrowest wide screens the logo alone stands for the brand (the
// link keeps its accessible name).
const BrandName = styled.span`
  max-width: 12rem;
  font-size: 0.9rem;
  line-height: 1.3;
  ${({ theme }) => theme.media.phone} {
    min-width: 0;
    font-size: 0.8rem;
    line-height: 1.2;
  }
  ${({ theme }) => theme.media.navWideNarrow} {
    display: none;
  }
`;

// Beside the whole menu the connection indicator is its dot alone (its words stay for screen readers
// and in its tooltip), as on phones.
const Status = styled.div`
  display: flex;
  align-items: center;
  ${({ theme }) => theme.media.navWide} {
    order: 2;
    [data-status-word] {
      display: none;
    }
  }
`;

const MenuButton = styled.button`
  display: none;
  align-items: center;
  gap: 0.4rem;
  min-height: 2.75rem;
  padding: 0 0.8rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: none;
  color: inherit;
  cursor: pointer;
  ${({ theme }) => theme.media.navCompact} {
    html[data-js] & {
      display: inline-flex;
    }
  }
  ${({ theme }) => theme.media.phone} {
    justify-content: center;
    min-width: 2.75rem;
    padding: 0;
  }
`;

// On the narrowest phones the button shows its icon alone; the word stays its accessible name.
const MenuLabel = styled.span`
  ${({ theme }) => theme.media.phone} {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
  }
`;

const Nav = styled.nav`
  ${({ theme }) => theme.media.navWide} {
    order: 1;
    margin-right: auto;
    min-width: 0;
  }
  ${({ theme }) => theme.media.navCompact} {
    order: 10;
    flex-basis: 100%;
    max-height: calc(100vh - ${({ theme }) => theme.layout.headerHeight});
    overflow-y: auto;
    html[data-js] &[data-open='false'] {
      display: none;
    }
  }
`;

const MenuList = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0;
  margin: 0;
  padding: 0;
  ${({ theme }) => theme.media.navWide} {
    font-size: 0.8125rem;
  }
  ${({ theme }) => theme.media.navCompact} {
    flex-direction: column;
    align-items: stretch;
    padding-bottom: 0.5rem;
  }
`;

const TopItem = styled.li`
  & > a,
  & > button {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    padding: 0.25rem 0.3rem;
    color: inherit;
    text-decoration: none;
    white-space: nowrap;
    background: none;
    border: 0;
    cursor: pointer;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  & > a:hover,
  & > a[aria-current='page'] {
    color: ${({ theme }) => theme.color.link};
  }
  ${({ theme }) => theme.media.navCompact} {
    & > a,
    & > button {
      display: flex;
      width: 100%;
      padding: 0.5rem;
    }
  }
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  ${({ theme }) => theme.media.navWide} {
    order: 3;
  }
  ${({ theme }) => theme.media.navPhone} {
    order: 11;
    flex-basis: 100%;
    padding: 0.5rem 0 0.75rem;
    border-top: 1px solid ${({ theme }) => theme.color.border};
    html[data-js] [data-menu-open='false'] & {
      display: none;
    }
  }
`;

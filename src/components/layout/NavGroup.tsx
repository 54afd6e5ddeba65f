// A header menu group: a button that opens its list of links by click, touch, Enter/Space, hover
// (mouse only) and keyboard, with aria-expanded true to state. Escape closes it and returns focus
// to the button. Without JavaScript, CSS opens it on hover and focus-within (html:not([data-js])).
import React, { useId, useRef } from 'react';
import styled from 'styled-components';

type NavGroupProps = {
  label: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: React.ReactNode;
};

export function NavGroup({ label, open, onOpenChange, children }: NavGroupProps) {
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // A mouse that hovers opens the group; its click that follows must not close it again.
  const openedByHover = useRef(false);

  const focusItem = (index: number) => {
    const links = listRef.current?.querySelectorAll<HTMLElement>('a, button');
    if (!links?.length) return;
    links[(index + links.length) % links.length].focus();
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      onOpenChange(false);
      buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown' && event.target === buttonRef.current) {
      event.preventDefault();
      onOpenChange(true);
      // The list renders on this commit; focus it on the next frame.
      window.requestAnimationFrame(() => focusItem(0));
    }
  };

  return (
    <Group
      data-group=""
      data-open={open ? 'true' : 'false'}
      onKeyDown={onKeyDown}
      onPointerEnter={(e) => {
        if (e.pointerType !== 'mouse' || open) return;
        openedByHover.current = true;
        onOpenChange(true);
      }}
      onPointerLeave={(e) => {
        if (e.pointerType !== 'mouse') return;
        openedByHover.current = false;
        onOpenChange(false);
      }}
      onBlur={(e) => {
        if (open && !e.currentTarget.contains(e.relatedTarget as Node | null)) onOpenChange(false);
      }}
    >
      <GroupButton
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => {
          if (openedByHover.current && open) {
            openedByHover.current = false;
            return;
          }
          openedByHover.current = false;
          onOpenChange(!open);
        }}
      >
        {label}
        <Chevron aria-hidden="true" viewBox="0 0 10 6" width="10" height="6">
          <path d="M1 1l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </Chevron>
      </GroupButton>
      <SubList id={id} ref={listRef}>
        {children}
      </SubList>
    </Group>
  );
}

const SubList = styled.ul`
  display: none;
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} 0;
  min-width: 15rem;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: 0 12px 28px rgba(0, 0, 0, 0.25);
  position: absolute;
  top: 100%;
  left: 0;
  z-index: 30;
  /* The last group sits near the row's end: its list opens towards the page, not past the edge. */
  li:last-child > & {
    left: auto;
    right: 0;
  }

  a,
  button {
    display: block;
    width: 100%;
    padding: 0.5rem 1rem;
    text-align: left;
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
    background: none;
    border: 0;
    cursor: pointer;
  }
  a:hover,
  button:hover,
  a[aria-current='page'] {
    background: ${({ theme }) => theme.color.surfaceAlt};
    color: ${({ theme }) => theme.color.link};
  }

  ${({ theme }) => theme.media.navCompact} {
    position: static;
    box-shadow: none;
    border: 0;
    border-left: 2px solid ${({ theme }) => theme.color.border};
    margin-left: 1rem;
    min-width: 0;
    background: transparent;
  }
`;

const Group = styled.li`
  position: relative;
  &[data-open='true'] > ${SubList} {
    display: block;
  }
  html:not([data-js]) &:hover > ${SubList}, html:not([data-js]) &:focus-within > ${SubList} {
    display: block;
  }
  ${({ theme }) => theme.media.navCompact} {
    html:not([data-js]) & > ${SubList} {
      display: block;
    }
  }
`;

const GroupButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  min-height: 2.75rem;
  padding: 0.25rem 0.3rem;
  background: none;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  color: inherit;
  cursor: pointer;
  white-space: nowrap;
  &:hover {
    color: ${({ theme }) => theme.color.link};
  }
  ${({ theme }) => theme.media.navCompact} {
    width: 100%;
    justify-content: space-between;
    padding: 0.75rem 0.5rem;
  }
`;

const Chevron = styled.svg`
  transition: transform 0.15s ease;
  [aria-expanded='true'] > & {
    transform: rotate(180deg);
  }
`;

// A table cell's missing figure: a dash on screen, its meaning in words for screen readers.
import React from 'react';

type NotAvailableProps = { label: string };

export function NotAvailable({ label }: NotAvailableProps) {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{label}</span>
    </>
  );
}

// A table of figures under its caption. The caption stands above the scroller, so it wraps inside the
// screen however wide the table is; the scroller is a region labelled by it and focusable (a keyboard
// scrolls it), whose edge shadows show that the table goes on. The table is the child, labelled by
// the same caption (aria-labelledby={captionId}).
import React from 'react';
import { Scroller, TableCaption } from './table-styles';

type TableFigureProps = {
  caption: React.ReactNode;
  captionId: string;
  /** The table (a FigureTable with aria-labelledby={captionId}). */
  children: React.ReactNode;
};

export function TableFigure({ caption, captionId, children }: TableFigureProps) {
  return (
    <div>
      <TableCaption id={captionId}>{caption}</TableCaption>
      <Scroller data-scroll-region role="region" aria-labelledby={captionId} tabIndex={0}>
        {children}
      </Scroller>
    </div>
  );
}

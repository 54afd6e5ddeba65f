// `react` in the editor's bundle: the build (gatsby/cms/admin-files.ts) resolves the editor's
// `import React from 'react'` here, so its JSX (React.createElement) renders with the React inside
// Decap's bundle (its `window.h`), not with a second copy beside it. Tests render the same components
// with the project's React.
import { createElement } from './decap';

/** React's fragment type (the same registered symbol in every React version). */
export const Fragment = Symbol.for('react.fragment');

export { createElement };

export default { createElement, Fragment };

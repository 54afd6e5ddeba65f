// Server rendering hooks: the theme boot script before first paint, and the shared page wrapper.
import React from 'react';
import type { GatsbySSR } from 'gatsby';
import { THEME_BOOT_SCRIPT } from './src/lib/theme-mode';
import { wrapPageElement as wrap } from './src/wrap-page-element';

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHeadComponents }) => {
  setHeadComponents([<script key="theme-boot" dangerouslySetInnerHTML={{ __html: THEME_BOOT_SCRIPT }} />]);
};

export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element, props }) => wrap({ element, props });

// Browser hooks: the self-hosted Persian font, and the same page wrapper as on the server.
import '@fontsource-variable/vazirmatn/wght.css';
import type { GatsbyBrowser } from 'gatsby';
import { wrapPageElement as wrap } from './src/wrap-page-element';

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) => wrap({ element, props });

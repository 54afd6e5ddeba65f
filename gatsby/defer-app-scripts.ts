// Gatsby ends every page with <script src="…" async> for its webpack runtime, React and the app. They
// start downloading with the page and run as soon as they arrive, which is often before the first
// paint: the browser then paints the page only after evaluating ~90 KB (gzip) of JavaScript, and a
// Persian page also after its font. Lighthouse counts all of that into the largest paint (1.5 to
// 3 s on the same page from one run to the next).
//
// The build's last step (gatsby/post-build.ts) rewrites those tags into one small inline loader that adds the very same scripts, in
// the same order and still async, right after the first frame is painted (and after at most a second
// where no frame comes, as in a background tab). The static HTML is complete without them; they only
// hydrate it. The loader is an inline script like Gatsby's own, so its hash goes into the CSP with theirs.

/** One of Gatsby's script tags (gatsby-webpack-stats-extractor writes exactly this form), and a run of them. */
const SCRIPT_TAG = /<script src="(\/[^"<>\s]+\.js)" async><\/script>/g;
const SCRIPT_RUN = new RegExp(`(?:${SCRIPT_TAG.source})+`);

/** Milliseconds after which the scripts load even if no frame was painted (hidden tab). */
export const NO_FRAME_FALLBACK_MS = 1000;

/** The loader's source for these script URLs (same-origin paths; kept ES5 so it runs anywhere). */
export function appScriptLoader(urls: string[]): string {
  for (const url of urls) {
    if (!/^\/[\w./-]+\.js$/.test(url)) throw new Error(`unexpected script URL ${url}`);
  }
  return (
    '(function(w,d,s){var done=0;function go(){if(done)return;done=1;' +
    'for(var i=0;i<s.length;i++){var e=d.createElement("script");e.src=s[i];e.async=true;d.body.appendChild(e)}}' +
    `w.requestAnimationFrame(function(){w.setTimeout(go,0)});w.setTimeout(go,${NO_FRAME_FALLBACK_MS})` +
    `})(window,document,${JSON.stringify(urls)})`
  );
}

/** Whether the page already holds the loader: Gatsby kept its HTML from an earlier build, rewritten then. */
export function hasDeferredScripts(html: string): boolean {
  return html.includes(`<script>${appScriptLoader([]).slice(0, 40)}`);
}

/** The HTML with Gatsby's run of async script tags replaced by the loader (unchanged if there is none). */
export function deferAppScripts(html: string): string {
  const run = SCRIPT_RUN.exec(html);
  if (!run) return html;
  const urls = [...run[0].matchAll(SCRIPT_TAG)].map((m) => m[1]);
  return html.slice(0, run.index) + `<script>${appScriptLoader(urls)}</script>` + html.slice(run.index + run[0].length);
}

// Gatsby also writes each page's own path into an inline script (window.pagePath="/en/fees/"), so every
// page adds one more hash to the site's CSP: with a few hundred pages the header outgrew what nginx
// reads in one configuration token. The path moves into an attribute, and the script, which reads it
// back, is the same on every page: one hash for all.
const PAGE_PATH_SCRIPT = /<script id="gatsby-script-loader">\/\*<!\[CDATA\[\*\/window\.pagePath=("(?:[^"\\<]|\\.)*");\/\*\]\]>\*\/<\/script>/;

/** The one body of every page's path script: it reads the path from its own data-page-path. */
export const PAGE_PATH_READER = '/*<![CDATA[*/window.pagePath=document.currentScript.getAttribute("data-page-path");/*]]>*/';

const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The HTML with Gatsby's page-path script in its one shared form (unchanged if it has none). */
export function sharePagePathScript(html: string): string {
  const found = PAGE_PATH_SCRIPT.exec(html);
  if (!found) return html;
  const pagePath = JSON.parse(found[1]) as string;
  const tag = `<script id="gatsby-script-loader" data-page-path="${attribute(pagePath)}">${PAGE_PATH_READER}</script>`;
  return html.slice(0, found.index) + tag + html.slice(found.index + found[0].length);
}

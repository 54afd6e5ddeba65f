/** @jest-environment jsdom */
// The build's rewrite of Gatsby's script tags into a loader that adds them after the first paint.
import { appScriptLoader, deferAppScripts, NO_FRAME_FALLBACK_MS, PAGE_PATH_READER, sharePagePathScript } from '../../gatsby/defer-app-scripts';
import { inlineScriptHashes } from '../../gatsby/security-headers';

const GATSBY_TAIL =
  '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script>' +
  '<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>' +
  '<script src="/webpack-runtime-f652a8ce085ec873d73c.js" async></script>' +
  '<script src="/framework-b7aa1587fcfb43538409.js" async></script>' +
  '<script src="/app-c57fe6d732c14faa5758.js" async></script>';
const PAGE = `<!DOCTYPE html><html><head><script type="application/ld+json">{"@type":"Organization"}</script></head><body><div id="___gatsby">Hi</div>${GATSBY_TAIL}</body></html>`;
const URLS = ['/webpack-runtime-f652a8ce085ec873d73c.js', '/framework-b7aa1587fcfb43538409.js', '/app-c57fe6d732c14faa5758.js'];

describe('deferAppScripts', () => {
  it('replaces the run of async script tags with one inline loader listing the same URLs in order', () => {
    const out = deferAppScripts(PAGE);
    expect(out).not.toMatch(/<script src=/);
    const loaders = [...out.matchAll(/<script>(\(function\(w,d,s\)[\s\S]*?)<\/script>/g)];
    expect(loaders).toHaveLength(1);
    expect(loaders[0][1]).toContain(JSON.stringify(URLS));
    // At the same place: after Gatsby's own inline scripts, before </body>.
    expect(out.indexOf('gatsby-chunk-mapping')).toBeLessThan(out.indexOf('(function(w,d,s)'));
    expect(out.indexOf('(function(w,d,s)')).toBeLessThan(out.indexOf('</body>'));
    // Everything else is untouched.
    expect(out.replace(/<script>\(function\(w,d,s\)[\s\S]*?<\/script>/, '')).toBe(PAGE.replace(/<script src="[^"]+" async><\/script>/g, ''));
  });

  it('leaves a document without Gatsby scripts, or already rewritten, as it is', () => {
    const plain = '<!DOCTYPE html><html><body><p>x</p><script>var a=1</script></body></html>';
    expect(deferAppScripts(plain)).toBe(plain);
    const once = deferAppScripts(PAGE);
    expect(deferAppScripts(once)).toBe(once);
  });

  it('refuses anything but a same-origin path to a .js file', () => {
    expect(() => appScriptLoader(['https://evil.example/x.js'])).toThrow(/unexpected script URL/);
    expect(() => appScriptLoader(['/a.js"];alert(1);//.js'])).toThrow(/unexpected script URL/);
  });
});

describe('the loader in a document', () => {
  let frames: FrameRequestCallback[];

  beforeEach(() => {
    jest.useFakeTimers();
    frames = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
      frames.push(cb);
      return frames.length;
    });
    document.body.innerHTML = '<div id="___gatsby">static page</div>';
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  const run = () => new Function(appScriptLoader(URLS))();
  const added = () => [...document.querySelectorAll('script[src]')].map((s) => ({ src: s.getAttribute('src'), async: (s as HTMLScriptElement).async }));

  it('adds nothing before the first frame, then the same scripts, async and in order, right after it', () => {
    run();
    expect(added()).toEqual([]);
    frames.forEach((cb) => cb(16));
    expect(added()).toEqual([]); // still inside the frame
    jest.advanceTimersByTime(0);
    expect(added()).toEqual(URLS.map((src) => ({ src, async: true })));
    jest.advanceTimersByTime(NO_FRAME_FALLBACK_MS);
    expect(added()).toHaveLength(URLS.length); // once only
  });

  it('loads them anyway when no frame comes (a tab opened in the background)', () => {
    run();
    jest.advanceTimersByTime(NO_FRAME_FALLBACK_MS - 1);
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(added().map((s) => s.src)).toEqual(URLS);
    frames.forEach((cb) => cb(16));
    jest.advanceTimersByTime(0);
    expect(added()).toHaveLength(URLS.length);
  });
});

describe('sharePagePathScript', () => {
  const page = (p: string) => PAGE.replace('window.pagePath="/"', `window.pagePath=${JSON.stringify(p)}`);

  it('gives every page the same path script, so the CSP holds one hash for all pages', () => {
    const pages = ['/', '/en/fees/', '/reports/1404-q3/'].map((p) => sharePagePathScript(page(p)));
    const hashes = pages.map((html) => [...inlineScriptHashes(html)].sort().join(' '));
    expect(new Set(hashes).size).toBe(1);
    expect(pages[1]).toContain(`<script id="gatsby-script-loader" data-page-path="/en/fees/">${PAGE_PATH_READER}</script>`);
  });

  it('sets window.pagePath from the attribute when the script runs', () => {
    document.body.innerHTML = '';
    const script = document.createElement('script');
    script.setAttribute('data-page-path', '/en/a&b/');
    script.textContent = PAGE_PATH_READER;
    document.body.appendChild(script);
    expect((window as unknown as { pagePath: string }).pagePath).toBe('/en/a&b/');
  });

  it('escapes the path for its attribute and leaves a page without the script as it is', () => {
    expect(sharePagePathScript(page('/a"b&c/'))).toContain('data-page-path="/a&quot;b&amp;c/"');
    const without = PAGE.replace(/<script id="gatsby-script-loader">.*?<\/script>/, '');
    expect(sharePagePathScript(without)).toBe(without);
  });
});

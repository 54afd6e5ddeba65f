// The auth middleware: no token cookie → /authentication/init?ref=<path>, in the page's locale.
import { runMiddlewares } from '../../src/lib/middlewares';

describe('runMiddlewares', () => {
  it('lets a visitor with a token through', () => {
    expect(runMiddlewares(['auth'], { pathname: '/dedicated/', search: '', language: 'fa', cookies: { token: 'abc' } })).toBeNull();
  });

  it('sends a visitor without a token to the sign-in page with the full path as ref', () => {
    expect(runMiddlewares(['auth'], { pathname: '/dedicated/', search: '?a=1', language: 'fa', cookies: {} })).toBe(
      `/authentication/init/?ref=${encodeURIComponent('/dedicated/?a=1')}`,
    );
    expect(runMiddlewares(['auth'], { pathname: '/en/dedicated/', search: '', language: 'en', cookies: {} })).toBe(
      `/en/authentication/init/?ref=${encodeURIComponent('/en/dedicated/')}`,
    );
  });

  it('does nothing for a route without middlewares', () => {
    expect(runMiddlewares([], { pathname: '/', search: '', language: 'fa', cookies: {} })).toBeNull();
    expect(runMiddlewares(undefined, { pathname: '/', search: '', language: 'fa', cookies: {} })).toBeNull();
  });
});

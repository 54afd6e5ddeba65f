/** @jest-environment node */
// TRAFFIC_REPORT_DIR (server/staff/config.ts): an absolute path without "..", else the server refuses to
// start saying so; and the CSP of the report's pages (server/staff/traffic-report.ts): the staff CSP
// with the report's own inline scripts by hash, never 'unsafe-inline' for scripts.
import { createHash } from 'node:crypto';
import { staffConfigFromEnv } from '../../server/staff/config';
import { STAFF_CSP } from '../../server/staff/page';
import { reportCsp } from '../../server/staff/traffic-report';

it('takes an absolute folder, without its trailing slash; unset, the report is not served', () => {
  expect(staffConfigFromEnv({ TRAFFIC_REPORT_DIR: '/var/lib/site-traffic/report/' }).trafficReportDir).toBe('/var/lib/site-traffic/report');
  expect(staffConfigFromEnv({ TRAFFIC_REPORT_DIR: ' /srv/report ' }).trafficReportDir).toBe('/srv/report');
  expect(staffConfigFromEnv({}).trafficReportDir).toBeUndefined();
  expect(staffConfigFromEnv({ TRAFFIC_REPORT_DIR: '' }).trafficReportDir).toBeUndefined();
});

it.each(['report', './report', '/var/lib/../etc', '/var//lib', '/var/lib/./x', '/var/lib\n/x'])('refuses %j, saying what it needs', (value) => {
  expect(() => staffConfigFromEnv({ TRAFFIC_REPORT_DIR: value })).toThrow(/TRAFFIC_REPORT_DIR must be an absolute path without "\.\."/);
});

it("allows the page's own inline scripts by hash, and nothing else inline", () => {
  const code = 'window.drawn = true;';
  const html = `<html><head><style>b{}</style><script id="t" type="text/template"><b>{{x}}</b></script><script>${code}</script><script src="x.js"></script></head></html>`;
  const csp = reportCsp(html);
  const hash = createHash('sha256').update(code).digest('base64');
  expect(csp).toContain(`script-src 'self' 'sha256-${hash}' 'unsafe-eval';`);
  expect(csp.match(/'sha256-/g)).toHaveLength(1); // the template and the external script are not hashed
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp).toContain("style-src 'self' 'unsafe-inline'");
  for (const directive of ["default-src 'none'", "connect-src 'self'", "frame-ancestors 'none'", "base-uri 'none'", "form-action 'self'"]) {
    expect(STAFF_CSP).toContain(directive);
    expect(csp).toContain(directive);
  }
  expect(reportCsp('<p>no script</p>')).toMatch(/script-src 'self';/);
});

import type { VersionHealth } from './health';
import { judge, type Thresholds } from './judge';

const figures = (over: Partial<VersionHealth> = {}): VersionHealth => ({
  sessions: 200,
  failedSessions: 0,
  errorRate: 0,
  loadFailures: { manifest: 0, entry: 0, chunk: 0, gate: 0 },
  renderErrors: 0,
  errors: 0,
  fallbacks: 0,
  pages: 400,
  lcpP75Ms: 1000,
  lcpSamples: 50,
  inpP75Ms: null,
  inpSamples: 0,
  ...over,
});
const rate = (failed: number, sessions = 200) => ({ failedSessions: failed, sessions, errorRate: failed / sessions });
const t: Thresholds = { maxErrorRatio: 1.5, minSessions: 200, maxLcpRatio: 1.25 };

describe('judge', () => {
  it('waits while the canary was never seen or has fewer sessions than asked', () => {
    expect(judge(undefined, figures(), t)).toEqual({ verdict: 'wait', sessions: 0 });
    expect(judge(figures({ ...rate(199, 199) }), figures(), t)).toEqual({ verdict: 'wait', sessions: 199 });
    expect(judge(figures({ ...rate(0, 200) }), figures(), t)).toEqual({ verdict: 'healthy' });
  });

  it('errors: above ratio × live is unhealthy; at it, healthy', () => {
    const live = figures(rate(20, 1000)); // 2 %: above the floor, so the floor plays no part
    expect(judge(figures(rate(6)), live, t)).toEqual({ verdict: 'healthy' }); // 3 % = 1.5 × 2 %
    expect(judge(figures(rate(7)), live, t)).toEqual({
      verdict: 'unhealthy',
      reason: 'error rate 3.5 % (7 of 200 sessions failed) > 1.5 × max(live 2.0 %, floor 1.0 %) = 3.0 %',
    });
  });

  it('errors: a live rate under 1 % counts as 1 %, so a clean live does not make one failure fatal', () => {
    const clean = figures(rate(0, 1000));
    expect(judge(figures(rate(3)), clean, t)).toEqual({ verdict: 'healthy' }); // 1.5 % = 1.5 × floor
    expect(judge(figures(rate(4)), clean, t)).toMatchObject({
      verdict: 'unhealthy',
      reason: expect.stringContaining('> 1.5 × max(live 0.0 %, floor 1.0 %) = 1.5 %'),
    });
  });

  it('missing live figures: the floor alone, and LCP is not judged', () => {
    const slow = figures({ ...rate(3), lcpP75Ms: 99_000 });
    expect(judge(slow, undefined, t)).toEqual({ verdict: 'healthy' });
    expect(judge(slow, figures({ sessions: 0, errorRate: 0, lcpSamples: 0, lcpP75Ms: null }), t)).toEqual({
      verdict: 'healthy',
    });
    expect(judge(figures(rate(4)), undefined, t)).toMatchObject({
      reason: expect.stringContaining('max(live has no sessions, floor 1.0 %)'),
    });
  });

  it('LCP: above ratio × live is unhealthy, at it healthy', () => {
    expect(judge(figures({ lcpP75Ms: 1250 }), figures(), t)).toEqual({ verdict: 'healthy' });
    expect(judge(figures({ lcpP75Ms: 1251 }), figures(), t)).toEqual({
      verdict: 'unhealthy',
      reason: 'LCP p75 1251 ms (50 samples) > 1.25 × live 1000 ms (50 samples) = 1250 ms',
    });
  });

  it('LCP: not judged with fewer than 10 samples on either side, a null p75, or no --max-lcp-ratio', () => {
    const slow = figures({ lcpP75Ms: 5000 });
    expect(judge(figures({ lcpP75Ms: 5000, lcpSamples: 9 }), figures(), t).verdict).toBe('healthy');
    expect(judge(slow, figures({ lcpSamples: 9 }), t).verdict).toBe('healthy');
    expect(judge(slow, figures({ lcpP75Ms: null, lcpSamples: 0 }), t).verdict).toBe('healthy');
    expect(judge(slow, figures(), { ...t, maxLcpRatio: null }).verdict).toBe('healthy');
    expect(judge(figures({ lcpP75Ms: 5000, lcpSamples: 10 }), figures({ lcpSamples: 10 }), t).verdict).toBe(
      'unhealthy',
    );
  });

  it('errors are judged before LCP', () => {
    const both = judge(figures({ ...rate(100), lcpP75Ms: 9000 }), figures(), t);
    expect(both).toMatchObject({ reason: expect.stringMatching(/^error rate 50\.0 %/) });
  });
});

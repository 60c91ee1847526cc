import { versionFigures } from '../testing/health-server';
import { runJudgedCanary, type JudgedIo, type JudgedPlan } from './judged-canary';

const MINUTE = 60_000;
const plan: JudgedPlan = {
  remote: 'mf_orders',
  version: '1.1.0+b',
  steps: [50, 100],
  intervalMs: 10 * MINUTE,
  thresholds: { maxErrorRatio: 1.5, minSessions: 10, maxLcpRatio: 1.25 },
};

/** The loop's world, scripted: a clock that moves as it sleeps, a registry that may fail to answer. */
function world(registryFails: (poll: number) => boolean) {
  let now = 0;
  let polls = 0;
  const lines: string[] = [];
  const warnings: string[] = [];
  const io: JudgedIo = {
    now: () => now,
    sleep: async (ms) => {
      now += ms;
    },
    signal: new AbortController().signal,
    health: async () => ({
      since: null,
      until: '',
      remotes: { mf_orders: { '1.1.0+b': versionFigures(20, 0), '1.0.0+a': versionFigures(200, 2) } },
    }),
    registry: async () => {
      polls += 1;
      if (registryFails(polls)) throw new Error('SlowDown: please reduce your request rate');
      return { live: '1.0.0+a', canary: '1.1.0+b', describe: 'live 1.0.0+a, canary 1.1.0+b at 50 %' };
    },
    step: async (percent) => ({ line: `goes to ${percent} %` }),
    promote: async () => ({ line: 'is live' }),
    rollBack: async () => ({ line: 'rolled back' }),
    print: (line) => lines.push(line),
    warn: (line) => warnings.push(line),
  };
  return { io, lines, warnings };
}

describe('a judged canary when the site’s registry does not answer for a moment', () => {
  it('holds the step, says so once, and goes on once it answers again', async () => {
    const { io, lines, warnings } = world((poll) => poll === 2 || poll === 3);
    const end = await runJudgedCanary(plan, io, 'http://health');
    expect(warnings).toEqual([
      "warning: the site's registry could not be read (SlowDown: please reduce your request rate); holding at 50 %",
    ]);
    expect(lines).toContain("the site's registry answers again");
    expect(end.kind).toBe('promoted');
  });

  it('stops after three intervals without an answer, the canary left where it is', async () => {
    const { io } = world((poll) => poll > 1);
    const end = await runJudgedCanary(plan, io, 'http://health');
    expect(end).toEqual({
      kind: 'noHealth',
      line: 'no registry read from the site for 30m (SlowDown: please reduce your request rate); mf_orders 1.1.0+b stays at 50 % of devices',
    });
  });
});

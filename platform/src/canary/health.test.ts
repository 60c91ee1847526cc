import { versionFigures } from '../testing/health-server';
import { parseHealth } from './health';

const aggregate = {
  since: null,
  until: '2026-11-29T12:00:00.000Z',
  remotes: { mf_orders: { '1.0.0+a': versionFigures(10, 1) } },
};

describe('parseHealth', () => {
  it('reads the dev API envelope and the bare aggregate alike', () => {
    expect(parseHealth({ success: true, code: 200, msg: 'ok', data: aggregate })).toEqual(aggregate);
    expect(parseHealth(aggregate)).toEqual(aggregate);
  });

  it.each<[string, unknown, string]>([
    ['an error envelope', { code: 500, msg: 'down' }, 'it answered code 500: down'],
    ['a business failure', { success: false, code: 401, msg: 'no', data: aggregate }, 'it answered code 401: no'],
    ['no remotes', { since: null, until: 'now' }, 'it has no remotes object'],
    ['no until', { ...aggregate, until: undefined }, 'it has no until time'],
    [
      'a rate above 1',
      { ...aggregate, remotes: { mf_orders: { v: { ...versionFigures(1, 0), errorRate: 2 } } } },
      'mf_orders v.errorRate is not a rate from 0 to 1',
    ],
    [
      'a negative count',
      { ...aggregate, remotes: { mf_orders: { v: { ...versionFigures(1, 0), sessions: -1 } } } },
      'mf_orders v.sessions is not a count',
    ],
    [
      'an LCP that is text',
      { ...aggregate, remotes: { mf_orders: { v: { ...versionFigures(1, 0), lcpP75Ms: '1s' } } } },
      'mf_orders v.lcpP75Ms is neither milliseconds nor null',
    ],
    [
      'a missing phase',
      { ...aggregate, remotes: { mf_orders: { v: { ...versionFigures(1, 0), loadFailures: { manifest: 0 } } } } },
      'mf_orders v.loadFailures.entry is not a count',
    ],
  ])('refuses %s, saying what is wrong', (_label, body, says) => {
    expect(() => parseHealth(body)).toThrow(says);
  });
});

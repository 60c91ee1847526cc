import type { Params } from '../http/body';
import { BizError } from '../http/envelope';
import { optionalIsoTime, readParam } from '../http/params';
import type { ApiRoute } from '../http/router';
import { parseHealthReport, type HealthReport } from '../state/health-report';
import { remoteHealth } from '../state/remote-health';

/** A log entry's health report; one that says it is a report but is malformed is refused whole. */
export function healthReportIn(level: string, body: Params): HealthReport | null {
  if (level !== 'info' || body.instance !== 'health') return null;
  const report = parseHealthReport(body.info);
  if (!report) throw new BizError(400, 'badParam', { name: 'info' });
  return report;
}

/** Monitoring, not a renter's call: no login, only the client credential every call needs. */
export const HEALTH_ROUTES: ApiRoute[] = [
  {
    method: 'GET',
    path: '/api/common/health',
    handler: (ctx) => {
      const remote = readParam(ctx, 'remote')?.trim() || undefined;
      const since = optionalIsoTime(ctx, 'since');
      return {
        since: since === undefined ? null : new Date(since).toISOString(),
        until: new Date(ctx.server.clock.now()).toISOString(),
        remotes: remoteHealth(ctx.server.store.remoteHealth, { remote, since }),
      };
    },
  },
];

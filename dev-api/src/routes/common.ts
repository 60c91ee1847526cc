import { tr } from '../i18n/lang';
import { ruleText } from '../i18n/rule-texts';
import { DICTIONARIES } from '../data/dictionaries';
import { FAQ, FAQ_TOPICS } from '../data/faq';
import { HOT_KEYS } from '../data/home';
import { BizError } from '../http/envelope';
import { readParam, requireString } from '../http/params';
import type { ApiRoute } from '../http/router';
import { keepHealthReport } from '../state/remote-health';
import { HEALTH_ROUTES, healthReportIn } from './health';

const MAX_KEPT = 1000;
const LOG_LEVELS = new Set(['error', 'info', 'warn']);

export const COMMON_ROUTES: ApiRoute[] = [
  {
    method: 'GET',
    path: '/api/common/dictionary',
    handler: (ctx) => {
      const type = requireString(ctx, 'type', 64);
      const dictionary = Object.hasOwn(DICTIONARIES, type) ? DICTIONARIES[type] : undefined;
      if (!dictionary) throw new BizError(400, 'unknownDictionary', { type });
      return Object.entries(dictionary).map(([value, label]) => ({ value, label: tr(label, ctx.lang) }));
    },
  },
  {
    method: 'GET',
    path: '/api/common/question',
    handler: ({ lang }) =>
      FAQ.map((item) => ({
        id: item.id,
        category: tr(FAQ_TOPICS[item.topic], lang),
        question: tr(item.question, lang),
        answer: ruleText(item.answer, lang),
      })),
  },
  { method: 'GET', path: '/api/common/hotKey', handler: ({ lang }) => HOT_KEYS.map((key) => tr(key, lang)) },
  {
    method: 'POST',
    path: '/api/common/printLog',
    handler: (ctx) => {
      const level = readParam(ctx, 'level')?.trim() || 'error';
      if (!LOG_LEVELS.has(level)) throw new BizError(400, 'badParam', { name: 'level' });
      const { body } = ctx;
      const health = healthReportIn(level, body);
      // Figures, not events: kept where they are aggregated, so they never push a team's errors out of the log.
      if (health) {
        keepHealthReport(ctx.server.store.remoteHealth, health, ctx.server.clock.now());
        return null;
      }
      const logs = ctx.server.store.logs;
      logs.push({
        receivedAt: new Date(ctx.server.clock.now()).toISOString(),
        route: body.route ?? null,
        info: body.info ?? null,
        instance: body.instance ?? null,
        error: body.error ?? null,
        stack: body.stack ?? null,
        message: body.message ?? null,
        level,
        shellVersion: body.shellVersion ?? null,
        remote: body.remote ?? null,
        lang: body.lang ?? null,
        userId: ctx.userId,
      });
      if (logs.length > MAX_KEPT) logs.shift();
      return null;
    },
  },
  {
    method: 'GET',
    path: '/api/common/channel/click',
    handler: (ctx) => {
      const code = requireString(ctx, 'code', 64);
      ctx.server.store.channelClicks.push({
        code,
        at: new Date(ctx.server.clock.now()).toISOString(),
        userId: ctx.userId,
      });
      return null;
    },
  },
  ...HEALTH_ROUTES,
];

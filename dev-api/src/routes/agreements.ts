import { AGREEMENTS } from '../data/agreements';
import { BizError } from '../http/envelope';
import { readParam } from '../http/params';
import type { ApiRoute } from '../http/router';
import { tr } from '../i18n/lang';

export const AGREEMENT_ROUTES: ApiRoute[] = [
  {
    method: 'GET',
    path: '/api/common/agreement',
    handler: (ctx) => {
      const type = readParam(ctx, 'type')?.trim() ?? '';
      const seed = AGREEMENTS.find((a) => a.type === type);
      if (!seed) throw new BizError(404, 'agreementUnknown');
      return {
        type: seed.type,
        title: tr(seed.title, ctx.lang),
        version: seed.version,
        updatedAt: seed.updatedAt,
        sections: seed.sections.map((s) => ({ heading: tr(s.heading, ctx.lang), body: tr(s.body, ctx.lang) })),
      };
    },
  },
];

import { AGREEMENTS } from '../data/agreements/index';
import { BizError } from '../http/envelope';
import { readParam } from '../http/params';
import type { ApiRoute } from '../http/router';
import { fillRules } from '../i18n/rule-texts';

export const AGREEMENT_ROUTES: ApiRoute[] = [
  {
    method: 'GET',
    path: '/api/common/agreement',
    handler: (ctx) => {
      const type = readParam(ctx, 'type')?.trim() ?? '';
      const seed = AGREEMENTS.find((a) => a.type === type);
      if (!seed) throw new BizError(404, 'agreementUnknown');
      const { title, sections } = seed.text[ctx.lang];
      const filled = sections.map((s) => ({
        heading: s.heading,
        paragraphs: s.paragraphs.map((p) => fillRules(p, ctx.lang)),
      }));
      return { type: seed.type, title, version: seed.version, updatedAt: seed.updatedAt, sections: filled };
    },
  },
];

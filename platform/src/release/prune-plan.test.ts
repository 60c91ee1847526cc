import { emptyRegistry, emptyRemote, type RegistryDoc } from '../registry/schema';
import { generationsBeyondRetention, planPrune, type GenerationFacts, type SiteVersion } from './prune-plan';

const HOUR = 60 * 60 * 1000;
const NOW = new Date('2026-11-28T12:00:00.000Z');
const ago = (hours: number) => new Date(NOW.getTime() - hours * HOUR).toISOString();

/** A registry where mf_orders has `live` live and nothing else named. */
function liveOnly(live: string): RegistryDoc {
  const doc = emptyRegistry();
  const orders = emptyRemote('mf-orders');
  orders.live = live;
  orders.history = [{ version: live, at: ago(1) }];
  doc.remotes.mf_orders = orders;
  return doc;
}

const generation = (hoursAgo: number, live: string, hash = 'aaaaaaaa'): GenerationFacts => ({
  name: `${ago(hoursAgo).replace(/[:.]/g, '-')}-${hash}`,
  at: ago(hoursAgo),
  doc: liveOnly(live),
});

const version = (name: string, uploadedHoursAgo: number, extra: Partial<SiteVersion> = {}): SiteVersion => ({
  version: name,
  prefix: `h5/remotes/mf-orders/${name}`,
  complete: true,
  uploadedAt: ago(uploadedHoursAgo),
  bytes: 100,
  files: 3,
  mark: null,
  ...extra,
});

const plan = (input: Partial<Parameters<typeof planPrune>[0]>) =>
  Object.fromEntries(
    planPrune({
      app: 'mf_orders',
      doc: liveOnly('3.0.0+w'),
      generations: [],
      versions: [],
      now: NOW,
      keep: 0,
      olderThanMs: null,
      generationsKept: 1,
      ...input,
    }).verdicts.map((v) => [v.version, `${v.remove ? 'remove' : 'keep'}: ${v.why}`]),
  );

describe('what a prune decides', () => {
  it('keeps a version live less than 24 h ago through the generation that says so, and not after', () => {
    // v was live until w replaced it two hours ago; the generation saying so is 30 h old.
    const generations = [generation(30, '2.0.0+v', '11111111'), generation(2, '3.0.0+w', '22222222')];
    const versions = [version('2.0.0+v', 72), version('3.0.0+w', 72)];
    expect(plan({ generations, versions })['2.0.0+v']).toBe(
      `keep: named by registry generation ${generations[0]!.name}`,
    );
    const dayLater = new Date(NOW.getTime() + 26 * HOUR);
    expect(plan({ generations, versions, now: dayLater })['2.0.0+v']).toBe('remove: nothing names it');
  });

  it('keeps an upload younger than 24 h that nothing names yet, and an incomplete one', () => {
    const versions = [version('4.0.0+x', 1), version('5.0.0+y', 72, { complete: false, uploadedAt: null })];
    expect(plan({ versions })).toEqual({
      '4.0.0+x': 'keep: uploaded less than 1 d ago (a deploy may be about to name it)',
      '5.0.0+y': 'keep: an upload without its release.json: a deploy may be writing it',
    });
  });

  it('finishes what an interrupted prune left, whole or not, unless something names it again', () => {
    const removing = { state: 'removing' as const, at: ago(1), by: 'x' };
    const versions = [
      version('1.0.0+a', 72, { complete: false, uploadedAt: null, mark: removing }),
      version('3.0.0+w', 72, { mark: removing }),
    ];
    expect(plan({ versions })).toEqual({
      '1.0.0+a': 'remove: left by an interrupted prune',
      '3.0.0+w': "keep: the registry's live, history (a rollback target)",
    });
  });

  it('names the shell’s versions for the shell only', () => {
    const doc = liveOnly('3.0.0+w');
    doc.shell = { live: '1.0.0+s', history: [{ version: '1.0.0+s', at: ago(1) }] };
    const shell = planPrune({
      app: 'shell',
      doc,
      generations: [],
      versions: [version('1.0.0+s', 72), version('3.0.0+w', 72)],
      now: NOW,
      keep: 0,
      olderThanMs: null,
    });
    expect(shell.verdicts.map((v) => [v.version, v.remove])).toEqual([
      ['1.0.0+s', false],
      ['3.0.0+w', true],
    ]);
  });
});

describe('a prune and previews', () => {
  const previewing = (expiresInHours: number) => {
    const doc = liveOnly('3.0.0+w');
    doc.previews = {
      promo: { by: 'dev', at: ago(48), expires: ago(-expiresInHours), versions: { mf_orders: '2.5.0+p' } },
    };
    return doc;
  };
  const versions = [version('2.5.0+p', 72), version('3.0.0+w', 72)];

  it('never removes a version a live preview names, whatever --keep or --older-than say', () => {
    expect(plan({ doc: previewing(5), versions, keep: 0, olderThanMs: HOUR })['2.5.0+p']).toBe(
      "keep: the registry's preview promo",
    );
  });

  it('lets a version only an expired preview named go', () => {
    expect(plan({ doc: previewing(-1), versions })['2.5.0+p']).toBe('remove: nothing names it');
  });

  it('keeps a version a live preview of an older generation still names, as for any generation', () => {
    const generations = [{ name: `${ago(2).replace(/[:.]/g, '-')}-33333333`, at: ago(2), doc: previewing(5) }];
    expect(plan({ versions, generations })['2.5.0+p']).toBe(
      `keep: named by registry generation ${generations[0]!.name}`,
    );
  });
});

describe('registry generations kept', () => {
  it('the newest N, every one younger than 24 h, and the newest older one; the rest go', () => {
    const gens = [50, 40, 30, 20, 5, 1].map((h, i) => generation(h, '3.0.0+w', `0000000${i}`));
    const beyond = generationsBeyondRetention(gens, NOW, 1);
    // 20 h, 5 h and 1 h are inside the window, 30 h is the state when it began.
    expect(beyond).toEqual([gens[0]!.name, gens[1]!.name]);
    expect(generationsBeyondRetention(gens, NOW, 5)).toEqual([gens[0]!.name]);
    expect(generationsBeyondRetention(gens, NOW, 50)).toEqual([]);
  });
});

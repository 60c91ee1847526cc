import { currentLanguage, currentRoute, logContext, sendLogEntry, watchLogs } from '@rental/shared';
import { choicesOf } from '../remotes/choose-version';
import { loadedRegistry } from '../remotes/registry';
import { diagnostics } from './diagnostics-state';
import { healthReport, HealthRecords, type VersionHealth } from './health-records';
import { readJson, session, writeJson } from './local-keys';

const KEY = 'rental.health';
export const HEALTH_INSTANCE = 'health';
/** While figures change, how often they go out; and always as the page hides or goes away. */
export const FLUSH_EVERY_MS = 30_000;
/** Event Timing's floor for the interactions kept: quicker ones never decide an INP. */
const INTERACTION_FLOOR_MS = 40;

interface Stored {
  session: string;
  /** Whether this tab session is among the sampled ones (canary devices report either way). */
  kept: boolean;
  records: VersionHealth[];
}

function isStored(value: unknown): value is Stored {
  const v = value as Partial<Stored> | null;
  return !!v && typeof v.session === 'string' && typeof v.kept === 'boolean' && Array.isArray(v.records);
}

function newSession(): Stored {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  const id = [...bytes].map((b) => b.toString(36).padStart(2, '0')).join('');
  return { session: `s-${id}`, kept: Math.random() < __HEALTH_SAMPLE__, records: [] };
}

/** The versions this device runs as a canary, by remote: its session reports whatever the sampling. */
function canaryVersions(): Map<string, string> {
  const doc = loadedRegistry();
  const found = new Map<string, string>();
  if (!doc) return found;
  for (const choice of choicesOf(doc)) {
    const canary = choice.ranked.find((c) => c.reason === 'canary');
    if (canary) found.set(choice.name, canary.version);
  }
  return found;
}

/** Follows the diagnostics' record of this page load: pages loaded, failures, fallbacks. */
function followDiagnostics(records: HealthRecords, changed: () => void): void {
  const seen = new Map<string, { loaded: unknown; errors: number; fallbacks: number }>();
  const sync = () => {
    for (const [remote, d] of diagnostics.snapshot()) {
      const was = seen.get(remote) ?? { loaded: null, errors: 0, fallbacks: 0 };
      if (d.loaded && d.loaded !== was.loaded) records.page(remote, d.loaded.version);
      for (const e of d.errors.slice(was.errors)) records.failure(remote, e.version, e.cause);
      for (const f of d.fallbacks.slice(was.fallbacks)) records.of(remote, f.to).fallbacks += 1;
      seen.set(remote, { loaded: d.loaded, errors: d.errors.length, fallbacks: d.fallbacks.length });
    }
    changed();
  };
  sync();
  diagnostics.subscribe(sync);
}

/** Renters' own errors, by the version whose page was shown; the shell's delivery notes are not theirs. */
function followErrors(records: HealthRecords, changed: () => void): void {
  watchLogs((input, context) => {
    if (input.level === 'info' || /^(fallback|security):/.test(input.instance ?? '')) return;
    const record = records.ofLabel(context.remote);
    if (!record) return;
    record.errors += 1;
    changed();
  });
}

/** Observes an entry type, earlier entries included; returns what takes the entries not yet delivered. */
function observe(
  type: string,
  options: PerformanceObserverInit,
  take: (entries: PerformanceEntryList) => void,
): () => void {
  // An older web-view has no observer or not this entry type: those figures stay null.
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes(type))
    return () => undefined;
  const observer = new PerformanceObserver((list) => take(list.getEntries()));
  observer.observe({ type, buffered: true, ...options });
  return () => {
    const pending = observer.takeRecords();
    if (pending.length) take(pending);
  };
}

/**
 * LCP belongs to the session's first page; interactions to the page they happened on. Returns what
 * takes the entries still on their way (a report sent as the page hides must not miss them).
 */
function followPaintAndInput(records: HealthRecords, changed: () => void): () => void {
  // The first page's remote; its LCP goes to the version serving it when the report is made, not
  // when the paint came: the report may start while a version that threw on its first render is
  // still handing the page on, and the page it hands on may paint nothing larger.
  const remote = logContext().remote.split('@')[0] ?? '';
  let lcpMs: number | null = null;
  let owner: VersionHealth | null = null;
  const paints = observe('largest-contentful-paint', {}, (entries) => {
    const last = entries[entries.length - 1];
    if (!last) return;
    lcpMs = Math.round(last.startTime);
    changed();
  });
  const inputs = observe('event', { durationThreshold: INTERACTION_FLOOR_MS } as PerformanceObserverInit, (entries) => {
    for (const entry of entries as (PerformanceEventTiming & { interactionId?: number })[])
      if (entry.interactionId) records.interaction(logContext().remote, entry.duration);
    changed();
  });
  return () => {
    paints();
    inputs();
    const serving = diagnostics.snapshot().get(remote)?.loaded?.version;
    if (lcpMs === null || !serving) return;
    const record = records.of(remote, serving);
    // One LCP per session: a version that had it before handing the page on has it no more.
    if (owner && owner !== record) owner.lcpMs = null;
    owner = record;
    if (record.lcpMs !== lcpMs) changed();
    record.lcpMs = lcpMs;
  };
}

let started = false;

/**
 * What renters meet of each remote version, per tab session (loads and where they failed, first
 * renders, errors, fallbacks, LCP, INP), sent through the log call as one cumulative report: every
 * 30 s while it changes and as the page hides. Started after the first page, never in its way.
 */
export function startHealthReport(): void {
  if (started) return;
  started = true;
  const stored = readJson(session, KEY);
  const state = isStored(stored) ? stored : newSession();
  const records = new HealthRecords(state.records);
  // Kept at once: a reload keeps the session (and its sampling) even before anything is sent.
  writeJson(session, KEY, state);
  let dirty = false;
  let lastSent = '';
  const changed = () => {
    dirty = true;
  };
  const flush = () => {
    catchUp();
    if (!dirty) return;
    dirty = false;
    const canaries = canaryVersions();
    for (const r of records.list()) r.canary = canaries.get(r.remote) === r.version;
    writeJson(session, KEY, { ...state, records: records.list() });
    if (!state.kept && canaries.size === 0) return;
    const info = JSON.stringify(healthReport(state.session, __HEALTH_SAMPLE__, records));
    if (info === lastSent || records.list().length === 0) return;
    lastSent = info;
    sendLogEntry({
      route: currentRoute().split('?')[0] ?? '/',
      info,
      instance: HEALTH_INSTANCE,
      error: '',
      stack: '',
      message: '',
      level: 'info',
      ...logContext(),
      lang: currentLanguage(),
    });
  };
  followDiagnostics(records, changed);
  followErrors(records, changed);
  const catchUp = followPaintAndInput(records, changed);
  setInterval(flush, FLUSH_EVERY_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
}

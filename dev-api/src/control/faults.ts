export const FAULT_TYPES = ['http500', 'biz', 'empty', 'delay', 'hang', 'drop', 'html', 'notFound'] as const;
export type FaultType = (typeof FAULT_TYPES)[number];

export interface Fault {
  id: number;
  path: string;
  method: string | null;
  type: FaultType;
  msg: string | null;
  code: number | null;
  delayMs: number;
  /** Requests it still hits; null = every request. */
  remaining: number | null;
  hits: number;
}

export type FaultInput = Omit<Fault, 'id' | 'hits'>;

type Outcome = 'go' | 'closed';

/** Faults plus the waits they cause, so clearing or shutting down can release every waiting request. */
export class FaultRegistry {
  private faults: Fault[] = [];
  private nextId = 1;
  private hangWaiters = new Set<(outcome: Outcome) => void>();
  private timers = new Map<NodeJS.Timeout, (outcome: Outcome) => void>();
  private closed = false;

  add(input: FaultInput): Fault {
    const fault: Fault = { ...input, id: this.nextId++, hits: 0 };
    this.faults.push(fault);
    return fault;
  }

  list(): Fault[] {
    return this.faults.map((fault) => ({ ...fault }));
  }

  /** Longest matching path prefix wins; at equal length a fault for the exact method beats an any-method one. */
  take(method: string, path: string): Fault | null {
    let best: Fault | null = null;
    for (const fault of this.faults) {
      if (!path.startsWith(fault.path)) continue;
      if (fault.method && fault.method !== method) continue;
      if (
        !best ||
        fault.path.length > best.path.length ||
        (fault.path.length === best.path.length && fault.method !== null && best.method === null)
      )
        best = fault;
    }
    if (!best) return null;
    best.hits++;
    if (best.remaining !== null) {
      best.remaining--;
      if (best.remaining <= 0) this.faults = this.faults.filter((fault) => fault !== best);
    }
    return { ...best };
  }

  clear(): void {
    this.faults = [];
    for (const release of this.hangWaiters) release('go');
    this.hangWaiters.clear();
  }

  untilCleared(): Promise<Outcome> {
    if (this.closed) return Promise.resolve('closed');
    return new Promise((resolve) => this.hangWaiters.add(resolve));
  }

  sleep(ms: number): Promise<Outcome> {
    if (this.closed) return Promise.resolve('closed');
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        resolve('go');
      }, ms);
      this.timers.set(timer, resolve);
    });
  }

  get pendingHangs(): number {
    return this.hangWaiters.size;
  }

  shutdown(): void {
    this.closed = true;
    this.faults = [];
    for (const release of this.hangWaiters) release('closed');
    this.hangWaiters.clear();
    for (const [timer, release] of this.timers) {
      clearTimeout(timer);
      release('closed');
    }
    this.timers.clear();
  }
}

import type { APIRequestContext } from '@playwright/test';

export type FaultType = 'http500' | 'biz' | 'empty' | 'delay' | 'hang' | 'drop' | 'html' | 'notFound';

export interface Fault {
  path: string;
  type: FaultType;
  method?: string;
  msg?: string;
  code?: number;
  delayMs?: number;
  times?: number;
}

export interface LogEntry {
  route: string;
  info: string;
  instance: string;
  error: string;
  stack: string;
  message: string;
  level: string;
  shellVersion: string | null;
  remote: string | null;
}

/** The dev API's test-control surface, as the tests drive it. */
export class Control {
  constructor(
    private readonly request: APIRequestContext,
    readonly baseUrl: string,
  ) {}

  private async call<T>(method: 'GET' | 'POST' | 'DELETE', path: string, data?: unknown): Promise<T> {
    const res = await this.request.fetch(`${this.baseUrl}/__control/${path}`, { method, data });
    if (!res.ok()) throw new Error(`control ${method} ${path}: HTTP ${res.status()}`);
    const body = (await res.json().catch(() => ({}))) as { data?: T };
    return body.data as T;
  }

  reset(): Promise<void> {
    return this.call('POST', 'reset');
  }
  fault(fault: Fault): Promise<void> {
    return this.call('POST', 'faults', fault);
  }
  clearFaults(): Promise<void> {
    return this.call('DELETE', 'faults');
  }
  logs(): Promise<LogEntry[]> {
    return this.call('GET', 'logs');
  }
  channelClicks(): Promise<{ code: string }[]> {
    return this.call('GET', 'channel-clicks');
  }
  sms(mobile: string): Promise<{ code: string } | null> {
    return this.call('GET', `sms?mobile=${encodeURIComponent(mobile)}`);
  }
}

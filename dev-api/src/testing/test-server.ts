import { request as httpRequest } from 'node:http';
import { startServer, type RunningServer, type StartOptions } from '../server';

export const CLIENT_AUTH = 'Basic cmVudGFsLWg1OnJlbnRhbC1oNS1zZWNyZXQ=';

export interface Envelope<T = unknown> {
  success: boolean;
  code: number;
  msg: string;
  data: T;
}

export interface CallOptions {
  method?: 'GET' | 'POST';
  lang?: string;
  token?: string;
  form?: Record<string, string>;
  json?: unknown;
  headers?: Record<string, string>;
}

export interface TestServer {
  server: RunningServer;
  url: string;
  /** Calls `/api/*` the way the app does and returns the parsed envelope. */
  api<T = unknown>(path: string, options?: CallOptions): Promise<Envelope<T>>;
  /** Calls `/__control/*` and returns the envelope's data. */
  control<T = unknown>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T>;
  /** `fetch` for the test surfaces (`/__control`, `/wallet-sim`): with this run's token, JSON by default. */
  surface(path: string, init?: RequestInit): Promise<Response>;
  login(walletUserId?: string): Promise<string>;
  close(): Promise<void>;
}

export async function startTestServer(options: Partial<StartOptions> = {}): Promise<TestServer> {
  const server = await startServer({ port: 0, control: true, quiet: true, ...options });
  const { url } = server;

  const api = async <T>(path: string, options: CallOptions = {}): Promise<Envelope<T>> => {
    const headers: Record<string, string> = { 'Client-Authorization': CLIENT_AUTH, ...options.headers };
    if (options.lang) headers['Accept-Language'] = options.lang;
    if (options.token) {
      headers.token = options.token;
      headers.Authorization = `Bearer ${options.token}`;
    }
    let body: string | undefined;
    if (options.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    } else if (options.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    const method = options.method ?? (body === undefined ? 'GET' : 'POST');
    const res = await fetch(`${url}${path}`, { method, headers, body });
    if (res.status !== 200) throw new Error(`${method} ${path}: HTTP ${res.status}`);
    return (await res.json()) as Envelope<T>;
  };

  const surface = (path: string, init: RequestInit = {}): Promise<Response> => {
    const headers = new Headers(init.headers);
    headers.set('X-Control-Token', server.controlToken ?? '');
    if (init.body !== undefined && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    return fetch(`${url}${path}`, { ...init, headers });
  };

  const control = async <T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> => {
    const res = await surface(`/__control/${path}`, {
      method,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const envelope = (await res.json()) as Envelope<T>;
    if (!res.ok) throw new Error(`control ${method} ${path}: HTTP ${res.status} ${envelope.msg}`);
    return envelope.data;
  };

  const login = async (walletUserId?: string): Promise<string> => {
    const res = await surface('/wallet-sim/auth', {
      method: 'POST',
      body: JSON.stringify(walletUserId ? { scopes: 'auth_user', walletUserId } : { scopes: 'auth_user' }),
    });
    const { data } = (await res.json()) as Envelope<{ authCode: string }>;
    const result = await api<{ accessToken: string }>('/api/login/submit', {
      form: { grantType: 'alipay', code: data.authCode, channelCode: '' },
      headers: { 'User-Type': 'app' },
    });
    if (!result.success) throw new Error(`login failed: ${result.msg}`);
    return result.data.accessToken;
  };

  return { server, url, api, control, surface, login, close: () => server.close() };
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request with the path sent exactly as given (fetch would normalise `..` away). */
export function rawGet(url: string, path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

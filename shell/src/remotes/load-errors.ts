export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
    cause: unknown,
  ) {
    super(`remote ${remote} unavailable: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'RemoteUnavailableError';
  }
}

/** The remote's manifest asks for shared packages this shell does not provide: never run it. */
export class IncompatibleRemoteError extends Error {
  constructor(
    readonly remote: string,
    readonly version: string,
    readonly reasons: readonly string[],
  ) {
    super(`${remote} ${version} is incompatible with this shell: ${reasons.join('; ')}`);
    this.name = 'IncompatibleRemoteError';
  }
}

export class PageTimeoutError extends Error {
  constructor(readonly ms: number) {
    super(`page did not load within ${ms} ms`);
    this.name = 'PageTimeoutError';
  }
}

export class RouteNotFoundError extends Error {
  constructor(readonly path: string) {
    super(`no page at ${path || '/'}`);
    this.name = 'RouteNotFoundError';
  }
}

export const PAGE_LOAD_TIMEOUT_MS = 60_000;

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new PageTimeoutError(ms)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

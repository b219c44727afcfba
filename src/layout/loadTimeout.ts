/** Spec section 9: a screen's script chunk that has not arrived after 120 s counts as failed. */
export const chunkLoadTimeoutMs = 120_000;

export class ChunkLoadTimeoutError extends Error {
  constructor() {
    super(`The screen did not load within ${chunkLoadTimeoutMs / 1000} seconds`);
    this.name = 'ChunkLoadTimeoutError';
  }
}

/** Rejects with ChunkLoadTimeoutError when `load` has not settled in time. */
export function withLoadTimeout<T>(load: () => Promise<T>, timeoutMs = chunkLoadTimeoutMs): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadTimeoutError()), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

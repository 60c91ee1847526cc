let inFlight = 0;

/** Counts a call from its start until its answer (or failure) is in. */
export function countCall<T>(call: Promise<T>): Promise<T> {
  inFlight += 1;
  const done = () => {
    inFlight -= 1;
  };
  call.then(done, done);
  return call;
}

/** Calls to the API on their way now, the page's and those fetched ahead alike. */
export const callsInFlight = (): number => inFlight;

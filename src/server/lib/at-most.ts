// At most n jobs of a kind at once; the others wait their turn, first come first served. For work that holds
// memory or a shared pool while it runs (password hashing), where running more at once finishes nothing sooner.

export function atMost(n: number) {
  if (!(n >= 1)) throw new RangeError('At least one job must be able to run');
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(job: () => Promise<T>): Promise<T> {
    if (running < n) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve)); // the slot is handed over by one that ends
    try {
      return await job();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

/** Thrown when the queue already holds as many waiting tasks as it may. */
export class QueueFull extends Error {
  constructor() {
    super("Too many tasks waiting.");
  }
}

/**
 * Runs at most `atOnce` tasks at a time; up to `waitingAtMost` more wait
 * their turn in order, and a task beyond that is refused (QueueFull) at once.
 */
export function workQueue(atOnce: number, waitingAtMost: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running < atOnce) running += 1;
    else if (waiting.length < waitingAtMost) await new Promise<void>((go) => waiting.push(go));
    else throw new QueueFull();
    try {
      return await task();
    } finally {
      // The place passes to the next waiting task, or is given back.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

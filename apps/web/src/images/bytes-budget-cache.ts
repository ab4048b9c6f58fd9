/**
 * Values kept in memory up to a budget of bytes: once past it, the least
 * recently asked are forgotten first. A value larger than the whole budget
 * is not kept.
 */
export function bytesBudgetCache<Value>(budget: number, sizeOf: (value: Value) => number) {
  // A Map iterates in insertion order: asking moves a value to the end.
  const kept = new Map<string, Value>();
  let used = 0;
  const forget = (key: string, value: Value) => {
    kept.delete(key);
    used -= sizeOf(value);
  };
  return {
    get(key: string): Value | undefined {
      const value = kept.get(key);
      if (value === undefined) return undefined;
      kept.delete(key);
      kept.set(key, value);
      return value;
    },
    set(key: string, value: Value): void {
      const previous = kept.get(key);
      if (previous !== undefined) forget(key, previous);
      if (sizeOf(value) > budget) return;
      kept.set(key, value);
      used += sizeOf(value);
      for (const [oldest, old] of kept) {
        if (used <= budget) break;
        forget(oldest, old);
      }
    },
    /** The bytes kept now. */
    used: () => used,
  };
}

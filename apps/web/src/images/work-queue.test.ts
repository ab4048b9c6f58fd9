import { describe, expect, it } from "vitest";
import { QueueFull, workQueue } from "./work-queue";

const later = () => {
  let finish = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { done, finish };
};

describe("a work queue", () => {
  it("runs at most so many at once, the others in their turn, and refuses beyond its waiting room", async () => {
    const run = workQueue(2, 2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const gates = Array.from({ length: 4 }, later);
    const tasks = gates.map((gate, n) =>
      run(async () => {
        running += 1;
        most = Math.max(most, running);
        order.push(n);
        await gate.done;
        running -= 1;
        return n;
      }),
    );
    await expect(run(async () => 99)).rejects.toBeInstanceOf(QueueFull);
    await Promise.resolve();
    expect(order).toEqual([0, 1]);
    for (const gate of gates) gate.finish();
    expect(await Promise.all(tasks)).toEqual([0, 1, 2, 3]);
    expect(order).toEqual([0, 1, 2, 3]);
    expect(most).toBe(2);
    // Room again once they are done, a failed task included.
    await expect(run(async () => Promise.reject(new Error("bad picture")))).rejects.toThrow();
    expect(await run(async () => 5)).toBe(5);
  });
});

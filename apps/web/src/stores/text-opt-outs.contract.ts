import { beforeEach, describe, expect, it } from "vitest";
import { duplicateKey } from "@/leads/duplicate-key";
import { request, type StoreBackend, type StoreSeams } from "@/stores/store-backend.contract";

/** What every backend's text opt-outs promise (text-opt-outs.ts), through the contract alone. */
export function textOptOutsContract(backend: StoreBackend) {
  describe(`the phones' text opt-outs: ${backend.name}`, () => {
    let store: StoreSeams;
    let opened: Awaited<ReturnType<StoreBackend["open"]>>;
    beforeEach(async () => {
      opened = await backend.open();
      store = opened.store;
    });
    const save = (
      lead: ReturnType<typeof request>,
      steps: Parameters<StoreSeams["save"]>[1]["steps"],
    ) => store.save(lead, { duplicateKey: duplicateKey(lead), steps });

    it("stops the site's texts to a phone that replied STOP, on every instance, until START", async () => {
      expect(await store.textsStopped("+12105550142")).toBe(false);
      await store.setTextsStopped("+12105550142", true);
      // However the number is written.
      expect(await opened.twin().textsStopped("(210) 555-0142")).toBe(true);
      expect(await store.textsStopped("+12105550143")).toBe(false);
      await store.setTextsStopped("+12105550142", true);
      await opened.twin().setTextsStopped("210-555-0142", false);
      expect(await store.textsStopped("+12105550142")).toBe(false);
    });

    it("counts the reminder texts that went to a phone, however it was written", async () => {
      const since = new Date(Date.now() - 60_000).toISOString();
      const texted = await save(request({ phone: "(210) 555-0188" }), ["reminderText"]);
      await save(request({ phone: "210-555-0199" }), ["reminderText"]);
      expect(await store.remindersTextedTo("+12105550188", since)).toBe(0);
      await store.recordStep(texted.id, "reminderText", { status: "sent", error: null });
      expect(await opened.twin().remindersTextedTo("+12105550188", since)).toBe(1);
      expect(await store.remindersTextedTo("+12105550199", since)).toBe(0);
      expect(
        await store.remindersTextedTo("+12105550188", new Date(Date.now() + 60_000).toISOString()),
      ).toBe(0);
    });
  });
}

import type { Redirect } from "@hvac/content";
import { seed } from "../lib/define";
import { type StarterService, serviceDocId } from "../lib/starter-services";
import { ref } from "../lib/values";

/** Addresses linked by mistake on the old site, each moved to its page by the office. */
const moves: Array<[from: string, to: StarterService, language: "en" | "es"]> = [
  ["/heating-contractor/heat-pump", "heatPump", "en"],
  ["/air-conditioning-contractor/heat-pumps", "heatPump", "en"],
  ["/es/calefaccion/bomba-de-calor", "heatPump", "es"],
  ["/es/calefaccion/arreglo-hornos", "furnaceRepair", "es"],
  ["/es/air-conditioning-contractor/maintenance", "acMaintenance", "es"],
];

export default moves.map(([from, to, language], index) =>
  seed<Redirect>({
    _id: `redirect-${index + 1}`,
    _type: "redirect",
    from,
    to: ref(serviceDocId(to)),
    language,
  }),
);

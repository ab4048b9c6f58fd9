import { zip5 } from "@/booking/offered-windows";
import { siteContent } from "@/content/site-content";

/** The ZIP codes of the published towns (Service areas): where a visit can be booked online. */
export async function servedZips(): Promise<Set<string>> {
  const { towns } = await siteContent("en");
  return new Set(towns.flatMap((town) => (town.zip ? [zip5(town.zip)] : [])));
}

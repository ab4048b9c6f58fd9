import { type NextRequest, NextResponse } from "next/server";
import { addressCounter } from "@/http/address-counts";
import { clientAddress } from "@/http/client-address";
import { startStamp } from "@/leads/start-stamp";
import { settings } from "@/server/server-context";
import { storeKeys } from "@/stores/server-stores";

const noStore = { "cache-control": "no-store" };
const hourMs = 60 * 60 * 1000;

/**
 * The signed moment a request form was first shown or touched; the form sends
 * it back with the request. Never cached: each is made when asked, and one
 * address is handed at most STAMPS_PER_ADDRESS_PER_HOUR in an hour (a person
 * opens a few forms; a script hoarding stamps to post later gets no more).
 * Without a stamp the request is still a lead: the form simply sends none.
 */
export async function GET(request: NextRequest) {
  const { bookingGuard, clientAddress: where } = settings();
  const address = clientAddress(request.headers, where);
  const handed = await addressCounter("stamps", { windowMs: hourMs }).hit(address);
  if (handed > bookingGuard.stampsPerAddressPerHour) {
    return NextResponse.json({}, { status: 429, headers: noStore });
  }
  try {
    const stamp = startStamp(await storeKeys().signingKey());
    return NextResponse.json({ stamp }, { headers: noStore });
  } catch (error) {
    console.error("No start stamp could be made:", error);
    return NextResponse.json({}, { status: 503, headers: noStore });
  }
}

import type { NextRequest } from "next/server";
import { openWindows, openWindowsHeaders } from "@/booking/open-windows";

/**
 * The open windows as JSON (booking/open-windows.ts). The production server
 * answers this address ahead of Next (booking/open-windows-lane.ts): this
 * route answers under `next dev`, the same.
 */
export async function GET(request: NextRequest) {
  return Response.json(await openWindows(request.nextUrl.searchParams, request.headers), {
    headers: openWindowsHeaders,
  });
}

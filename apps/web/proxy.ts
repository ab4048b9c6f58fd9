import { notFoundPaths, resolve } from "@hvac/routing";
import { type NextRequest, NextResponse } from "next/server";

/**
 * Every page request is checked against the route table: pages pass, the
 * tolerated aliases answer 308, and anything else gets the not-found page of
 * its language with status 404 (never an on-demand render of an unknown path).
 */
export function proxy(request: NextRequest) {
  const resolution = resolve(request.nextUrl.pathname);
  if (resolution.kind === "page") return NextResponse.next();
  if (resolution.kind === "redirect") {
    const target = new URL(resolution.to, request.url);
    target.search = request.nextUrl.search;
    return NextResponse.redirect(target, 308);
  }
  return NextResponse.rewrite(new URL(notFoundPaths[resolution.locale], request.url), {
    status: 404,
  });
}

export const config = {
  // Framework assets, API routes, static assets and metadata files are not pages.
  matcher: ["/((?!_next/|api/|assets/|favicon.ico|icon.svg|robots.txt|sitemap.xml).*)"],
};

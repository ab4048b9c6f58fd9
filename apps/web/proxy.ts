import { notFoundPaths } from "@hvac/routing";
import { type NextRequest, NextResponse } from "next/server";
import { pageCacheControl } from "@/hosting/page-cache-control";
import { liveRoutes } from "@/routing/live-routes";
import { nonceSource } from "@/security/content-security-policy";
import { pagePolicyProvider } from "@/security/page-policy";
import {
  frameDenyHeader,
  resourcePolicyHeader,
  securityHeaders,
} from "@/security/security-headers";
import { settings } from "@/server/server-context";

/** A page's Cache-Control, from PAGE_CACHE_SECONDS. */
const cacheControl = () => pageCacheControl(settings().pageCacheSeconds);

/** What no shared cache may keep: an answer only this request asked for. */
const privateAnswer = "private, no-store";

/** Pages are read, never written: any other method answers 405. */
const pageMethods = ["GET", "HEAD"];

/** The cookie Next sets when draft mode is on (the office's preview). */
const draftModeCookie = "__prerender_bypass";

/**
 * Every page request is checked against the route table as published (held
 * in memory, see live-routes.ts): pages pass, former addresses and redirects
 * answer 308, and anything else, a withdrawn town or service page included,
 * gets the not-found page of its language with status 404 (never an
 * on-demand render of an unknown path). Any method but GET and HEAD: 405.
 */
export async function proxy(request: NextRequest) {
  if (!pageMethods.includes(request.method)) return methodNotAllowed();
  const resolution = (await liveRoutes()).resolve(request.nextUrl.pathname);
  if (resolution.kind === "page") {
    if (request.cookies.has(draftModeCookie)) return draftPage(request);
    const response = NextResponse.next();
    response.headers.set("cache-control", cacheControl());
    response.headers.set(frameDenyHeader.key, frameDenyHeader.value);
    return response;
  }
  if (resolution.kind === "formResult") {
    return withNonce(request, { headers: { [frameDenyHeader.key]: frameDenyHeader.value } });
  }
  if (resolution.kind === "redirect") {
    const target = new URL(resolution.to, request.url);
    target.search = request.nextUrl.search;
    return withResourceHeaders(NextResponse.redirect(target, 308));
  }
  const notFoundPage = new URL(notFoundPaths[resolution.locale], request.url);
  if (request.cookies.has(draftModeCookie)) return draftPage(request, notFoundPage);
  // Kept by a shared cache no longer than a page: it shows the phone number too.
  return NextResponse.rewrite(notFoundPage, {
    status: 404,
    headers: { "cache-control": cacheControl(), [frameDenyHeader.key]: frameDenyHeader.value },
  });
}

export const config = {
  // Framework assets, API routes, static assets and metadata files are not pages
  // (the resourcePaths of next.config.ts, which get the file policy instead).
  // A literal, as Next needs: src/routing/proxy-matcher.test.ts holds it to
  // @hvac/routing's reservedPrefixes and rootFiles, which the Studio refuses.
  matcher: ["/((?!_next/|api/|assets/|favicon.ico|icon.svg|robots.txt|sitemap.xml).*)"],
};

// next.config's headers do not reach a response the proxy answers itself.
function withResourceHeaders(response: NextResponse) {
  for (const { key, value } of [...securityHeaders, frameDenyHeader, resourcePolicyHeader]) {
    response.headers.set(key, value);
  }
  return response;
}

function methodNotAllowed() {
  return withResourceHeaders(
    new NextResponse(null, {
      status: 405,
      headers: { allow: pageMethods.join(", "), "cache-control": privateAnswer },
    }),
  );
}

/**
 * A page in the office's draft preview (or its not-found page, `rewriteTo`):
 * rendered per request from the drafts (Next does so when the cookie is its
 * own), kept by no cache, and shown in a frame by the Studio's Presentation
 * tool only.
 */
function draftPage(request: NextRequest, rewriteTo?: URL) {
  return withNonce(request, {
    framedBy: new URL(settings().studioUrl).origin,
    headers: { "cache-control": privateAnswer },
    ...(rewriteTo ? { rewriteTo } : {}),
  });
}

/**
 * A page rendered per request gets a fresh nonce in its policy; Next reads it
 * from the request's policy header and puts it on every script it writes.
 * (Static pages get script hashes from the cache handler instead.) With
 * `rewriteTo`, the not-found page answered 404.
 */
async function withNonce(
  request: NextRequest,
  {
    framedBy,
    headers: extraHeaders,
    rewriteTo,
  }: { framedBy?: string; headers: Record<string, string>; rewriteTo?: URL },
) {
  const policy = await pagePolicyProvider().policyWithNonce(nonceSource(), framedBy);
  const headers = new Headers(request.headers);
  headers.set("content-security-policy", policy);
  const response = rewriteTo
    ? NextResponse.rewrite(rewriteTo, { request: { headers }, status: 404 })
    : NextResponse.next({ request: { headers } });
  response.headers.set("content-security-policy", policy);
  for (const [key, value] of Object.entries(extraHeaders)) response.headers.set(key, value);
  return response;
}

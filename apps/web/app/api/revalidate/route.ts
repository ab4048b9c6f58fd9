import { fixedPageTypes, routeDocumentTypes, tagsForChange } from "@hvac/content";
import { revalidateTag } from "next/cache";
import { firstUse, forget } from "@/publish/accepted-signatures";
import { referrersAfterPublish } from "@/publish/referrers";
import { readSignedChange } from "@/publish/signed-change";
import { routesChanged } from "@/routing/live-routes";

/**
 * Sanity's publish webhook (set up as README says): refreshes the pages that
 * read the changed document or a document that references it. A signed
 * request is accepted once: sent again, it is refused (409) and refreshes
 * nothing. Next answers methods not exported here with 405.
 */
export async function POST(request: Request) {
  const signed = await readSignedChange(request, process.env.SANITY_REVALIDATE_SECRET);
  if (!signed.ok) return Response.json({ error: signed.error }, { status: signed.status });
  if (!(await firstUse(signed.signature))) {
    return Response.json({ error: "This publish was already received." }, { status: 409 });
  }
  try {
    // Documents that point at a fixed page only link to it: their pages need no refresh.
    const referrers = fixedPageTypes.has(signed.change._type)
      ? []
      : await referrersAfterPublish(signed.change._id);
    const tags = tagsForChange(signed.change, referrers);
    // expire 0: the next visit waits for a fresh render instead of getting the old page once more.
    for (const tag of tags) revalidateTag(tag, { expire: 0 });
    // A town, a service page or a redirect: every instance's proxy reads the route table again.
    if ((routeDocumentTypes as readonly string[]).includes(signed.change._type))
      await routesChanged();
    return Response.json({ revalidated: tags });
  } catch (error) {
    await forget(signed.signature);
    throw error;
  }
}

/** Next would answer OPTIONS itself with the methods allowed; nothing but POST is offered. */
export function OPTIONS() {
  return new Response(null, { status: 405, headers: { allow: "POST" } });
}

import { fixedPageTypes, isSiteRecord, routeDocumentTypes, tagsForChange } from "@hvac/content";
import { revalidateTag } from "next/cache";
import { firstUse, forget } from "@/publish/accepted-signatures";
import { publishSettled, referrersOf } from "@/publish/referrers";
import { readSignedChange } from "@/publish/signed-change";
import { routesChanged } from "@/routing/live-routes";
import { settings } from "@/server/server-context";

/**
 * Sanity's publish webhook (set up as docs/deploying.md, "The publishing
 * webhook", says): refreshes the pages that read the changed document or a
 * document that references it. A signed
 * request is accepted once: sent again, it is refused (409) and refreshes
 * nothing. When the referrers cannot be read (Sanity failing), the document's
 * own pages and the route table are refreshed all the same, and the answer is
 * 503, so that Sanity sends the publish again for the rest. Next answers
 * methods not exported here with 405.
 */
export async function POST(request: Request) {
  const signed = await readSignedChange(request, settings().revalidateSecret);
  if (!signed.ok) return Response.json({ error: signed.error }, { status: signed.status });
  // A webhook set up with an older filter still sends the site's own records: no page reads them.
  if (isSiteRecord(signed.change._type)) return Response.json({ revalidated: [] });
  if (!(await firstUse(signed.signature))) {
    return Response.json({ error: "This publish was already received." }, { status: 409 });
  }
  try {
    // Documents that point at a fixed page only link to it: their pages need no refresh.
    const fixedPage = fixedPageTypes.has(signed.change._type);
    if (!fixedPage) await publishSettled();
    // expire 0: the next visit waits for a fresh render instead of getting the old page once more.
    const refresh = (tags: string[]) => {
      for (const tag of tags) revalidateTag(tag, { expire: 0 });
    };
    // The document's own pages and the route table first: they need no read, so they
    // follow the publish even while Sanity cannot say who references the document.
    const own = tagsForChange(signed.change, []);
    refresh(own);
    // A town, a service page or a redirect: every instance's proxy reads the route table again.
    if ((routeDocumentTypes as readonly string[]).includes(signed.change._type))
      await routesChanged();
    let referrers: string[];
    try {
      referrers = fixedPage ? [] : await referrersOf(signed.change._id);
    } catch (error) {
      await forget(signed.signature);
      const reason = error instanceof Error ? error.message : String(error);
      console.error(
        `A publish of ${signed.change._id} refreshed its own pages only: its referrers could not be read (${reason}).`,
      );
      // Answered rather than thrown: Next applies the refreshes above only when the handler answers.
      return Response.json(
        { error: "Sanity could not be read: send the publish again.", revalidated: own },
        { status: 503 },
      );
    }
    const tags = tagsForChange(signed.change, referrers);
    refresh(tags.filter((tag) => !own.includes(tag)));
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

import { check, LinkState } from "linkinator";
import { describe, expect, it } from "vitest";
import { judgedPages } from "../support/judged-pages";
import { baseURL } from "../support/visit";

describe("linkinator: no broken internal link", () => {
  it("every link, script, stylesheet, image and fragment of every page resolves", async () => {
    const origin = new URL(baseURL()).origin;
    const { links } = await check({
      path: judgedPages.filter((p) => p.status === 200).map((p) => `${origin}${p.path}`),
      recurse: true,
      // External sites are not ours to judge (and this machine is offline).
      linksToSkip: async (link) => new URL(link).origin !== origin,
      checkCss: true,
      checkFragments: true,
      // The route table gives every link its canonical path: a redirect is a mistake.
      redirects: "error",
      concurrency: 8,
    });
    const broken = links
      .filter((link) => link.state === LinkState.BROKEN)
      .map((link) => {
        // A fragment link to a page that answers 200 is broken when no element has that id.
        const why = link.status === 200 ? "no element with this id" : (link.status ?? "failed");
        return `${why}: ${link.url} (linked from ${link.parent})`;
      });
    expect(broken).toEqual([]);
    // The crawl did reach every page.
    const visited = new Set(links.map((link) => link.url));
    const missed = judgedPages.filter(
      (p) => p.status === 200 && !visited.has(`${origin}${p.path}`),
    );
    expect(missed).toEqual([]);
  });
});

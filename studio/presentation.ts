import { businessFactsId, documentIdForPage, pagesOfDocument } from "@hvac/content/page-documents";
import { allPages, type Locale, pageName, type RoutedPage } from "@hvac/routing";
import { map } from "rxjs";
import type {
  DocumentLocation,
  DocumentLocationResolver,
  DocumentResolver,
} from "sanity/presentation";

const languageNames: Record<Locale, string> = { en: "English", es: "Español" };

/** "Floresville", from the town's slug, for the town pages' locations. */
const townName = (slug: string) =>
  slug
    .split("-")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");

const location = ({ page, locale, path }: RoutedPage): DocumentLocation => ({
  title: `${page.id === "area" ? townName(page.slug) : pageName(page.id, locale)} (${languageNames[locale]})`,
  href: path,
});

const publishedId = (id: string) => id.replace(/^drafts\./, "");

/**
 * Where a document shows on the site, in English and Spanish: a page's own
 * document on its two pages, Business facts on every page, an FAQ or a
 * comparison table on the pages whose documents list it (followed live, so a
 * table added to a page shows there at once).
 */
export const locations: DocumentLocationResolver = ({ id, type }, { documentStore }) => {
  if (type === "lead") return null;
  if (id === businessFactsId) {
    return { message: "Every page shows the Business facts.", locations: allPages().map(location) };
  }
  const own = pagesOfDocument(publishedId(id));
  if (own.length > 0) return { locations: own.map(location) };
  return documentStore
    .listenQuery(`*[references($id)]._id`, { id: publishedId(id) }, { perspective: "drafts" })
    .pipe(
      map((referrers: string[]) => {
        const pages = [...new Set(referrers.map(publishedId))].flatMap(pagesOfDocument);
        return pages.length > 0
          ? { locations: pages.map(location) }
          : { message: "No page lists this yet.", tone: "caution" as const };
      }),
    );
};

/** The document a page shows, for the Presentation tool to open beside it. */
export const mainDocuments: DocumentResolver[] = allPages().map(({ page, path }) => ({
  route: path,
  filter: `_id == $id`,
  params: { id: documentIdForPage(page) },
}));

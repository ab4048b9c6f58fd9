import {
  docTag,
  documentIdForPage,
  type HomePageQueryResult,
  type Localized,
  localize,
  type QueryResult,
  type QueryString,
  typeTag,
} from "@hvac/content";
import type { Locale, PageRef } from "@hvac/routing";
import type { ImageRef, ServiceNodeInput } from "@hvac/seo";
import type { ReactNode } from "react";
import type { FormWords } from "@/components/lead-form";
import { cachedQuery } from "@/content/cached-query";
import { pageHref, type SiteContent, siteContent } from "@/content/site-content";

/**
 * A kind of page (home, service, town...): everything the site does for its
 * pages, in one module. `definePageKind` turns a definition into what the
 * router uses; the registry (registry.ts) lists one per kind.
 */

/** What a kind's query returns for one page, in the visitor's language. */
export type PageContent<Q extends QueryString> = Localized<NonNullable<QueryResult<Q>>>;

/** Where a page is and what surrounds it, for its template and its head. */
export interface PageContext<P extends PageRef> {
  page: P;
  locale: Locale;
  site: SiteContent;
  /** The page's short name: the last step of its breadcrumb. */
  name: string;
}

/** What search engines and link previews read. */
export interface PageHead {
  title: string;
  description?: string | null;
  /** The page's own picture for link previews (Business facts' default otherwise). */
  image?: ImageRef | null;
}

/** What only some pages add to their structured data. */
export interface PageStructuredData {
  /** The questions the page shows. */
  faqs?: Array<{ question: string | null; answer: string | null }>;
  /** A service page's service. */
  service?: Omit<ServiceNodeInput, "siteUrl" | "pageUrl">;
}

type SeoContent = Localized<NonNullable<NonNullable<HomePageQueryResult>["seo"]>>;

/** The usual head: the search title (the page's heading when none is set), description, picture. */
export function seoHead(seo: SeoContent | null | undefined, heading: string): PageHead {
  return { title: seo?.title ?? heading, description: seo?.description, image: seo?.ogImage };
}

interface PageKindDefinition<P extends PageRef, Q extends QueryString> {
  /** The kind's GROQ query; `$id` is the page's document (see @hvac/content page-documents). */
  query: Q;
  /** Documents the query reads besides the page's own, by id (their cache tags). */
  alsoReads?: string[];
  /** Types the query lists every document of (a new document of the type refreshes the page). */
  alsoLists?: string[];
  /** Words the page's copy writes as {name}, besides the Business facts every page fills in. */
  values?(content: NonNullable<QueryResult<Q>>): Record<string, string>;
  /** The page's short name, when it is not the route table's (a town's page). */
  name?(content: PageContent<Q>): string;
  Template(props: PageContext<P> & { content: PageContent<Q> }): ReactNode;
  head(content: PageContent<Q>, context: PageContext<P>): PageHead;
  structuredData?(content: PageContent<Q>, context: PageContext<P>): PageStructuredData;
  /** The words of the page's request form, for the page a form sent without JavaScript lands on. */
  form?(content: PageContent<Q>, context: PageContext<P>): FormWords | undefined;
  /** Service pages keep a call button at the bottom of the screen. */
  stickyCall?: boolean;
}

/** One page read and ready: its body, head, structured data and form words. */
export interface LoadedPage extends PageContext<PageRef> {
  body: ReactNode;
  head: PageHead;
  structuredData: PageStructuredData;
  form?: FormWords;
  stickyCall: boolean;
}

export interface PageKind<P extends PageRef> {
  query: QueryString;
  /** The page's document read once (cached and tagged), in the visitor's language; undefined when missing. */
  load(page: P, locale: Locale): Promise<LoadedPage | undefined>;
}

export function definePageKind<P extends PageRef, Q extends QueryString>(
  definition: PageKindDefinition<P, Q>,
): PageKind<P> {
  return {
    query: definition.query,
    async load(page, locale) {
      const id = documentIdForPage(page);
      const tags = [
        ...[id, ...(definition.alsoReads ?? [])].map(docTag),
        ...(definition.alsoLists ?? []).map(typeTag),
      ];
      const [raw, site] = await Promise.all([
        cachedQuery(definition.query, { id }, tags),
        siteContent(locale),
      ]);
      if (!raw) return undefined;
      const content = localize(raw as NonNullable<QueryResult<Q>>, {
        locale,
        phoneHref: site.phone.href,
        phoneDisplay: site.phone.display,
        pageHref: pageHref(site.routes, locale),
        values: { ...site.factWords, ...definition.values?.(raw as NonNullable<QueryResult<Q>>) },
        // The business's name, where its language is not the page's, is marked with it.
        valueLanguages: site.facts.nameLanguage ? { name: site.facts.nameLanguage } : undefined,
      }) as PageContent<Q>;
      const name = definition.name?.(content) ?? site.routes.nameOf(page, locale);
      const context: PageContext<P> = { page, locale, site, name };
      const { Template } = definition;
      return {
        ...context,
        body: <Template {...context} content={content} />,
        head: definition.head(content, context),
        structuredData: definition.structuredData?.(content, context) ?? {},
        form: definition.form?.(content, context),
        stickyCall: definition.stickyCall ?? false,
      };
    },
  };
}

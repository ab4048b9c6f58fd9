import { href } from "./paths";
import {
  type CollectionKind,
  type Locale,
  locales,
  type ServiceHubId,
  serviceHubs,
} from "./routes";

/** A town's or service page's document, as far as its address goes. */
export interface AddressedDocument {
  address?: Partial<Record<Locale, string>> | null;
  /** A service page's group: its address lives under the group's. */
  group?: unknown;
  formerPaths?: string[] | null;
}

/** Where a collection page's address lives: the areas index, or a service page's group page. */
export function addressFolder(
  kind: CollectionKind,
  document: AddressedDocument,
  locale: Locale,
): string | undefined {
  if (kind === "area") return href("serviceAreas", locale);
  return (serviceHubs as readonly unknown[]).includes(document.group)
    ? href(document.group as ServiceHubId, locale)
    : undefined;
}

/** The full paths of a collection page's document, one per language it has an address in. */
function documentPaths(kind: CollectionKind, document: AddressedDocument): string[] {
  return locales.flatMap((locale) => {
    const folder = addressFolder(kind, document, locale);
    const address = document.address?.[locale];
    return folder && address ? [`${folder}/${address}`] : [];
  });
}

/**
 * The former addresses a page keeps once its draft is published: the
 * published addresses the draft changes, added to those it had; an address
 * the page takes back is no longer former. Undefined when nothing changes.
 */
export function formerPathsAfter(
  kind: CollectionKind,
  published: AddressedDocument | null | undefined,
  draft: AddressedDocument | null | undefined,
): string[] | undefined {
  if (!published || !draft) return undefined;
  const now = new Set(documentPaths(kind, draft));
  const before = draft.formerPaths ?? published.formerPaths ?? [];
  const left = documentPaths(kind, published).filter((path) => !now.has(path));
  const former = [...new Set([...before, ...left])].filter((path) => !now.has(path));
  const same = former.length === before.length && former.every((path, i) => path === before[i]);
  return same ? undefined : former;
}

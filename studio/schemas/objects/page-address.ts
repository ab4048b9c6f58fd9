import { routeCollectionsQuery, routeTableOf } from "@hvac/content/route-collections";
import {
  type AddressedDocument,
  addressFolder,
  addressProblem,
  type CollectionKind,
  type Locale,
  pathClash,
  type RouteTable,
} from "@hvac/routing";
import { defineField, defineType, type ValidationContext } from "sanity";
import { languages } from "../localized";

/** The API version the Studio's checks read the content with. */
export const apiVersion = "2025-02-19";

/** The route table as published, read when a check needs it. */
export async function publishedRouteTable(context: ValidationContext): Promise<RouteTable> {
  const client = context.getClient({ apiVersion });
  return routeTableOf(await client.fetch(routeCollectionsQuery, {}, { perspective: "published" }));
}

/** The kind of page a document of this type is. */
const kindOfType: Record<string, CollectionKind> = { servicePage: "service", serviceArea: "area" };

/**
 * Another page, redirect or folder of the site that already answers the full
 * path this address makes, in words the office understands. The page being
 * edited may keep its own addresses.
 */
async function clash(address: string, locale: Locale, context: ValidationContext) {
  const document = context.document as (Record<string, unknown> & { _id?: string }) | undefined;
  const kind = kindOfType[String(document?._type)];
  const folder = document && kind && addressFolder(kind, document as AddressedDocument, locale);
  if (!folder) return undefined;
  const own = { doc: String(document?._id ?? "").replace(/^drafts\./, "") };
  return pathClash(await publishedRouteTable(context), `${folder}/${address}`, own);
}

/**
 * A town's or service page's address: the last part of its path in each
 * language, required in both, well-formed, and free. (Checked on each
 * language's field: a field's errors block publishing.)
 */
export const localeAddress = defineType({
  name: "localeAddress",
  title: "Page address",
  type: "object",
  options: { columns: 2 },
  fields: languages.map(({ id, title }) =>
    defineField({
      name: id,
      title,
      type: "string",
      validation: (rule) =>
        rule.custom(
          async (value: string | undefined, context) =>
            addressProblem(value) ?? (value && (await clash(value, id, context))) ?? true,
        ),
    }),
  ),
});

/**
 * The address field of a collection page and, read-only, its former
 * addresses (which the publish action fills in so old links keep working).
 * Both languages are required, and neither may be taken by another page, a
 * redirect or a folder of the site.
 */
export function addressFields(example: string) {
  return [
    defineField({
      name: "address",
      title: "Page address",
      description: `The last part of the page's web address in each language, e.g. ${example}. Lowercase letters, digits and hyphens. Changing it later is safe: the old address keeps working and leads here.`,
      type: "localeAddress",
    }),
    defineField({
      name: "formerPaths",
      title: "Former addresses",
      description:
        "Addresses this page had before. Each still works and leads here; filled in when you publish a new address.",
      type: "array",
      of: [{ type: "string" }],
      readOnly: true,
      hidden: ({ value }) => !(value as unknown[] | undefined)?.length,
    }),
  ];
}

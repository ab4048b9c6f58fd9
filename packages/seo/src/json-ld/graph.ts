import type { Graph, Thing } from "schema-dts";

/** The nodes of a page as one JSON-LD document. */
export const jsonLdGraph = (nodes: Thing[]): Graph => ({
  "@context": "https://schema.org",
  "@graph": nodes,
});

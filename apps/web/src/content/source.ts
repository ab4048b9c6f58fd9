import { contentSource } from "@hvac/content";

/** Where the site reads its copy: the starter dataset, or Sanity when configured. */
export const source = contentSource();

import { defineCliConfig } from "sanity/cli";

export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID ?? "local",
    dataset: process.env.SANITY_STUDIO_DATASET ?? "production",
  },
  deployment: { autoUpdates: false },
  // Result types of the site's GROQ queries (the shared ones, each page
  // kind's in its module, each Sanity store's beside it), from the extracted schema. The TYPEGEN_* variables
  // let the freshness test generate into a scratch folder.
  typegen: {
    path: [
      "../packages/content/src/queries.ts",
      "../packages/content/src/route-collections.ts",
      "../packages/content/src/results-queries.ts",
      "../packages/content/src/booking-queries.ts",
      "../packages/content/src/call-queries.ts",
      "../apps/web/src/page-kinds/*.tsx",
      "../apps/web/src/stores/sanity/*-queries.ts",
      "../apps/web/src/calls/sanity-call-queries.ts",
    ],
    schema: process.env.TYPEGEN_SCHEMA ?? "schema.json",
    generates: process.env.TYPEGEN_OUTPUT ?? "../packages/content/src/sanity.types.ts",
    overloadClientMethods: true,
  },
});

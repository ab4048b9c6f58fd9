import { defineConfig } from "sanity";
import { structureTool } from "sanity/structure";
import { schemaTypes } from "./schemas";

// The project is chosen by environment; the placeholder lets the Studio build
// offline before a Sanity project exists.
const projectId = process.env.SANITY_STUDIO_PROJECT_ID ?? "placeholder";
const dataset = process.env.SANITY_STUDIO_DATASET ?? "production";

export default defineConfig({
  name: "default",
  title: "HVAC website",
  projectId,
  dataset,
  plugins: [structureTool()],
  schema: { types: schemaTypes },
});

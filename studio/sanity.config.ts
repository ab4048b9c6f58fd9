import { defineConfig } from "sanity";
import { structureTool } from "sanity/structure";
import { NotSpamAction } from "./actions/not-spam-action";
import { schemaTypes } from "./schemas";
import { fixedTypes, leadActions, structure } from "./structure";

// The project is chosen by environment; the placeholder lets the Studio build
// offline before a Sanity project exists.
const projectId = process.env.SANITY_STUDIO_PROJECT_ID ?? "placeholder";
const dataset = process.env.SANITY_STUDIO_DATASET ?? "production";

// The pages of the site are fixed by its route table: editors change their
// copy, never create, delete or duplicate them.
const fixedDocumentActions = new Set(["publish", "discardChanges", "restore"]);

export default defineConfig({
  name: "default",
  title: "HVAC website",
  projectId,
  dataset,
  plugins: [structureTool({ structure })],
  schema: {
    types: schemaTypes,
    templates: (templates) =>
      templates.filter(({ schemaType }) => !fixedTypes.has(schemaType) && schemaType !== "lead"),
  },
  document: {
    actions: (actions, { schemaType }) => {
      const keep = (allowed: Set<string>) =>
        actions.filter(({ action }) => action && allowed.has(action));
      if (schemaType === "lead") return [NotSpamAction, ...keep(leadActions)];
      return fixedTypes.has(schemaType) ? keep(fixedDocumentActions) : actions;
    },
    newDocumentOptions: (options, { creationContext }) =>
      creationContext.type === "global"
        ? options.filter(({ templateId }) => !fixedTypes.has(templateId) && templateId !== "lead")
        : options,
  },
});

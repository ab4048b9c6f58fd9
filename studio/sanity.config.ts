import { draftModeEndpoints } from "@hvac/routing";
import { languageFilter } from "@sanity/language-filter";
import { defineConfig } from "sanity";
import { presentationTool } from "sanity/presentation";
import { structureTool } from "sanity/structure";
import { duplicateWithoutFormerAddresses } from "./actions/duplicate-without-former-addresses";
import { MarkContactedAction } from "./actions/mark-contacted-action";
import { NotSpamAction } from "./actions/not-spam-action";
import { publishAskingReview } from "./actions/publish-asking-review";
import { addressedTypes, publishKeepingAddresses } from "./actions/publish-keeping-addresses";
import { localProjectId, onLocalLake, onTheLocalLake } from "./local-lake/local-lake";
import { locations, mainDocuments } from "./presentation";
import { schemaTypes } from "./schemas";
import { languages } from "./schemas/localized";
import { siteUrl } from "./site-url";
import { fixedTypes, leadActions, siteWrittenTypes, structure } from "./structure";

// The project is chosen by environment; built without one, the Studio is the
// one ./scripts/local serves from its local content lake (local-lake/).
const projectId = process.env.SANITY_STUDIO_PROJECT_ID ?? localProjectId;
const dataset = process.env.SANITY_STUDIO_DATASET ?? "production";

// The fixed pages of the route table: editors change their copy (now or at a
// scheduled time), never create, delete or duplicate them. Towns and service
// pages are the office's to create and withdraw.
const fixedDocumentActions = new Set(["publish", "schedule", "discardChanges", "restore"]);

export default defineConfig({
  name: "default",
  title: "HVAC website",
  // No Content Releases: a release publishes its documents itself, skipping
  // the Publish that keeps a changed address's old one (as Schedule would).
  releases: { enabled: false },
  projectId,
  dataset,
  ...onTheLocalLake(),
  plugins: [
    structureTool({ structure }),
    presentationTool({
      title: "Preview",
      previewUrl: { initial: siteUrl, previewMode: draftModeEndpoints },
      resolve: { locations, mainDocuments },
    }),
    // Show one language at a time while editing; both stay required to publish.
    languageFilter({
      supportedLanguages: [...languages],
      defaultLanguages: ["en"],
      documentTypes: schemaTypes
        .filter((type) => type.type === "document" && !siteWrittenTypes.has(type.name))
        .map((type) => type.name),
    }),
  ],
  schema: {
    types: schemaTypes,
    templates: (templates) =>
      templates.filter(
        ({ schemaType }) => !fixedTypes.has(schemaType) && !siteWrittenTypes.has(schemaType),
      ),
  },
  document: {
    // Comments live in Sanity's cloud; the local lake has none.
    comments: { enabled: !onLocalLake },
    actions: (actions, { schemaType }) => {
      const keep = (allowed: Set<string>) =>
        actions.filter(({ action }) => action && allowed.has(action));
      if (schemaType === "lead") {
        return [
          MarkContactedAction,
          NotSpamAction,
          ...keep(leadActions).map((action) =>
            action.action === "publish" ? publishAskingReview(action) : action,
          ),
        ];
      }
      if (siteWrittenTypes.has(schemaType)) return [];
      if (fixedTypes.has(schemaType)) return keep(fixedDocumentActions);
      if (!addressedTypes[schemaType]) return actions;
      // No Schedule: Sanity publishes a scheduled document itself, skipping the Publish
      // below that keeps a changed address's old one, which would then be lost.
      return actions
        .filter(({ action }) => action !== "schedule")
        .map((action) =>
          action.action === "publish"
            ? publishKeepingAddresses(action)
            : action.action === "duplicate"
              ? duplicateWithoutFormerAddresses(action)
              : action,
        );
    },
    newDocumentOptions: (options, { creationContext }) =>
      creationContext.type === "global"
        ? options.filter(
            ({ templateId }) => !fixedTypes.has(templateId) && !siteWrittenTypes.has(templateId),
          )
        : options,
  },
});

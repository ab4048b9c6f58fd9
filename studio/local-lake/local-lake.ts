import { installStudioBridge } from "@hvac/content-lake/studio-bridge";
import { LocalLakeNavbar } from "./local-lake-notice";

/**
 * Built without a Sanity project (no SANITY_STUDIO_PROJECT_ID), the Studio is
 * the one ./scripts/local serves from its local content lake
 * (packages/content-lake), for the project "local".
 */
export const onLocalLake = !process.env.SANITY_STUDIO_PROJECT_ID;
export const localProjectId = "local";

/**
 * The options of the Studio on the local lake, in the browser: it addresses
 * the lake that serves it through the Studio bridge, installed here before
 * the Studio makes its first call (the bridge's file says why any browser
 * needs it); Sanity's cloud services the lake does not have, and uploads,
 * are left out, and the notice above the Studio says what needs a Sanity
 * project.
 */
export function onTheLocalLake() {
  if (!onLocalLake || typeof window === "undefined") return {};
  installStudioBridge(localProjectId);
  return {
    apiHost: window.location.origin,
    tasks: { enabled: false },
    scheduledDrafts: { enabled: false },
    scheduledPublishing: { enabled: false },
    // The lake keeps no files: Upload is greyed out, pictures are picked from the ones it has (Select).
    form: { image: { directUploads: false }, file: { directUploads: false } },
    studio: { components: { navbar: LocalLakeNavbar } },
  };
}

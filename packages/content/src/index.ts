export * from "./document-ids";
export * from "./icons";
export * from "./lead-document";
export * from "./local-dataset";
export * from "./localized";
export * from "./queries";
export * from "./reads";
export type * from "./sanity.types";
export * from "./source";

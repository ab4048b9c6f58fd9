export * from "./lighthouse";
export * from "./median-audit";
export * from "./page-javascript";
export * from "./page-weight";
export * from "./serve-next";

export * from "./floor-app";
export * from "./floor-distance";
export * from "./lighthouse";
export * from "./median-audit";
export * from "./page-javascript";
export * from "./page-weight";
export * from "./run-step";
export * from "./serve-next";

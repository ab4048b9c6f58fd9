export * from "./lighthouse";
export * from "./page-javascript";
export * from "./serve-next";

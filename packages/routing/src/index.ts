export * from "./paths";
export * from "./routes";

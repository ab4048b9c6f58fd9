// The floor is built with the site's own Next configuration, so the difference
// between a page and the floor is what the page itself adds.
export { default } from "../../apps/web/next.config.ts";

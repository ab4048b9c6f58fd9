import { noSuchFile } from "@/hosting/no-such-file";

// Every other method answers 405 (Next's own).
export const GET = noSuchFile;
export const HEAD = noSuchFile;

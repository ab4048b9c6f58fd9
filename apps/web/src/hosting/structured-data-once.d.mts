/** See structured-data-once.mjs. */
export function writeStructuredDataOnce(value: {
  html: string;
  rscData?: Buffer;
  segmentData?: Map<string, Buffer>;
}): void;

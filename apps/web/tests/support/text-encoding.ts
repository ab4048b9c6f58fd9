import { SegmentedMessage } from "sms-segments-calculator";

/** The alphabet a text goes out in: "GSM-7", or "UCS-2" when one character is outside it. */
export const encoding = (text: string) => new SegmentedMessage(text, "auto").getEncodingName();

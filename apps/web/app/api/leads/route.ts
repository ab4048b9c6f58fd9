import { after, type NextRequest } from "next/server";
import { readBody } from "@/http/request-body";
import { answerLead } from "@/leads/lead-answer";

/**
 * Every request form posts here (leads/lead-answer.ts). The production
 * server answers this address ahead of Next (leads/lead-lane.ts): this route
 * answers under `next dev`, the same.
 */
export function POST(request: NextRequest) {
  return answerLead(() => readBody(request), request.headers, after);
}

import { leadEndpoint } from "@hvac/routing";
import { openFastLane } from "@/hosting/fast-lanes";
import { bodyFrom, maxBodyBytes } from "@/http/request-body";
import { answerLead } from "@/leads/lead-answer";

/**
 * A request is a few hundred bytes in and out, and Next's request handling
 * cost more than the site's own work on it (bench: booking): the front door
 * answers it ahead of Next, the same answer. Opened when the server starts.
 */
export function openLeadLane() {
  openFastLane(leadEndpoint, {
    method: "POST",
    maxBytes: maxBodyBytes,
    answer: (bytes, headers) =>
      answerLead(
        () => bodyFrom(bytes, headers.get("content-type")),
        headers,
        // Once the answer is written: the outbound worker, or the office told of a lost request.
        (work) =>
          setImmediate(() =>
            Promise.resolve()
              .then(work)
              .catch((error: unknown) => console.error("After a request:", error)),
          ),
      ),
  });
}

import { NotFoundPage, notFoundMetadata } from "@/not-found-page";

export const metadata = notFoundMetadata("en");

export default function Page() {
  return <NotFoundPage locale="en" />;
}

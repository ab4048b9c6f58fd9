import { NotFoundPage, notFoundMetadata } from "@/page-kinds/not-found";

export const metadata = notFoundMetadata();

export default function Page() {
  return <NotFoundPage locale="en" />;
}

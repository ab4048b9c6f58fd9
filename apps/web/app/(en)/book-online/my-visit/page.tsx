import { ManageVisitPage, manageVisitMetadata } from "@/booking/manage-visit-page";
import type { SearchParams } from "@/page-kinds/form-result";

export const metadata = manageVisitMetadata("en");

export default function Page({ searchParams }: { searchParams: SearchParams }) {
  return <ManageVisitPage locale="en" searchParams={searchParams} />;
}

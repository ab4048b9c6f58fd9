import { FormResultPage, formResultMetadata, type SearchParams } from "@/page-kinds/form-result";

export const metadata = formResultMetadata("received", "en");

export default function Page({ searchParams }: { searchParams: SearchParams }) {
  return <FormResultPage result="received" locale="en" searchParams={searchParams} />;
}

import { FormResultPage, formResultMetadata, type SearchParams } from "@/page-kinds/form-result";

export const metadata = formResultMetadata("notSent", "en");

export default function Page({ searchParams }: { searchParams: SearchParams }) {
  return <FormResultPage result="notSent" locale="en" searchParams={searchParams} />;
}

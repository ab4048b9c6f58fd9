import { FormResultPage, formResultMetadata, type SearchParams } from "@/page-kinds/form-result";

export const metadata = formResultMetadata("received", "es");

export default function Page({ searchParams }: { searchParams: SearchParams }) {
  return <FormResultPage result="received" locale="es" searchParams={searchParams} />;
}

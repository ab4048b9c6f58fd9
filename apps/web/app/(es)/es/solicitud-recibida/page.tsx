import { FormResultPage, formResultMetadata, type SearchParams } from "@/form-result-page";

export const metadata = formResultMetadata("received", "es");

export default function Page({ searchParams }: { searchParams: SearchParams }) {
  return <FormResultPage result="received" locale="es" searchParams={searchParams} />;
}

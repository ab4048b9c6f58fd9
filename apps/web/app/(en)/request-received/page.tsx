import { type SearchParams, StepShell } from "@/layout/step-shell";
import { FormResultPage, formResultMetadata } from "@/page-kinds/form-result";

export const generateMetadata = ({ searchParams }: { searchParams: SearchParams }) =>
  formResultMetadata("received", "en", searchParams);

export default function Page({ searchParams }: { searchParams: SearchParams }) {
  return (
    <StepShell locale="en" step="received" searchParams={searchParams}>
      <FormResultPage result="received" locale="en" searchParams={searchParams} />
    </StepShell>
  );
}

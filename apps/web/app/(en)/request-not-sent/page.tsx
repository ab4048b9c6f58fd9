import { type SearchParams, StepShell } from "@/layout/step-shell";
import { FormResultPage, formResultMetadata } from "@/page-kinds/form-result";

export const generateMetadata = ({ searchParams }: { searchParams: SearchParams }) =>
  formResultMetadata("notSent", "en", searchParams);

export default function Page({ searchParams }: { searchParams: SearchParams }) {
  return (
    <StepShell locale="en" step="notSent" searchParams={searchParams}>
      <FormResultPage result="notSent" locale="en" searchParams={searchParams} />
    </StepShell>
  );
}

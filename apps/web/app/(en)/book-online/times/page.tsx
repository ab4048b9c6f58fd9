import { BookingTimesPage, bookingTimesMetadata } from "@/booking/booking-times-page";
import { type SearchParams, StepShell } from "@/layout/step-shell";

export const generateMetadata = () => bookingTimesMetadata("en");

export default function Page({ searchParams }: { searchParams: SearchParams }) {
  return (
    <StepShell locale="en" step="bookingTimes" searchParams={searchParams}>
      <BookingTimesPage locale="en" searchParams={searchParams} />
    </StepShell>
  );
}

import type { OutboundStep } from "@hvac/office/lead-document";
import { bookingAlertStep } from "@/outbound/steps/booking-alert";
import { crmStep } from "@/outbound/steps/crm";
import { officeEmailStep } from "@/outbound/steps/office-email";
import { officeNoticeStep } from "@/outbound/steps/office-notice";
import { pageStep } from "@/outbound/steps/page";
import { reminderStep } from "@/outbound/steps/reminder";
import { reminderTextStep } from "@/outbound/steps/reminder-text";
import { reviewRequestStep } from "@/outbound/steps/review-request";
import type { StepRunner } from "@/outbound/steps/step-run";
import { visitNoticeStep } from "@/outbound/steps/visit-notice";
import { visitorEmailStep } from "@/outbound/steps/visitor-email";

/** Each outbound step's runner, one module each: the type checker refuses a step without one. */
export const stepRunners: Record<OutboundStep, StepRunner> = {
  page: pageStep,
  officeEmail: officeEmailStep,
  visitorEmail: visitorEmailStep,
  crm: crmStep,
  reminder: reminderStep,
  reminderText: reminderTextStep,
  visitNotice: visitNoticeStep,
  officeNotice: officeNoticeStep,
  bookingAlert: bookingAlertStep,
  reviewRequest: reviewRequestStep,
};

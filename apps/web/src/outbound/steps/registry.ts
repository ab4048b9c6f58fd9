import type { OutboundStep } from "@hvac/office/lead-document";
import { bookingAlertStep } from "@/outbound/steps/booking-alert";
import { confirmationEmailStep } from "@/outbound/steps/confirmation-email";
import { crmStep } from "@/outbound/steps/crm";
import { officeEmailStep } from "@/outbound/steps/office-email";
import { officeNoticeStep } from "@/outbound/steps/office-notice";
import { pageStep } from "@/outbound/steps/page";
import { reminderEmailStep } from "@/outbound/steps/reminder-email";
import { reminderTextStep } from "@/outbound/steps/reminder-text";
import { reviewRequestStep } from "@/outbound/steps/review-request";
import type { StepRunner } from "@/outbound/steps/step-run";
import { visitNoticeStep } from "@/outbound/steps/visit-notice";

/**
 * Each outbound step's runner, one module each: the type checker refuses a
 * step without one. The steps' names are stored with each request, so two
 * keep older names: visitorEmail is the confirmation, reminder its email.
 */
export const stepRunners: Record<OutboundStep, StepRunner> = {
  page: pageStep,
  officeEmail: officeEmailStep,
  visitorEmail: confirmationEmailStep,
  crm: crmStep,
  reminder: reminderEmailStep,
  reminderText: reminderTextStep,
  visitNotice: visitNoticeStep,
  officeNotice: officeNoticeStep,
  bookingAlert: bookingAlertStep,
  reviewRequest: reviewRequestStep,
};

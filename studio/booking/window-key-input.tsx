import { windowWords } from "@hvac/office/window-words";
import { TextInput } from "@sanity/ui";
import type { StringInputProps } from "sanity";

/**
 * An arrival window the website records by its key ("2026-11-30T08:00-12:00"),
 * shown as the office reads it: "Monday, November 30, 8:00 AM – 12:00 PM".
 */
export function WindowKeyInput(props: StringInputProps) {
  const words = props.value ? windowWords(props.value, "en") : undefined;
  const shown = words ? `${words.day}, ${words.time}` : (props.value ?? "");
  return <TextInput {...props.elementProps} value={shown} readOnly />;
}

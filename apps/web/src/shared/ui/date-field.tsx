import '@mantine/dates/styles.css';
import 'dayjs/locale/sv';
import {
  DateInput,
  type DateInputProps,
  DatePickerInput,
  type DatePickerInputProps,
  DatesProvider,
} from '@mantine/dates';
import { isIsoDate } from '@skeppa/domain';
import { IconCalendar } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { DATE_FORMAT } from '@/shared/format/date';
import { useLanguage } from '@/shared/i18n/i18n';

interface DateValueProps {
  /** `YYYY-MM-DD`, or empty for no date. */
  value: string;
  onChange: (date: string) => void;
}
type Props = Omit<DatePickerInputProps, 'type' | 'value' | 'onChange' | 'valueFormat'> & DateValueProps;
type TypedProps = Omit<DateInputProps, 'value' | 'onChange' | 'valueFormat' | 'dateParser'> &
  DateValueProps & {
    /** What the button that empties the field is called, for a screen reader. */
    clearLabel: string;
  };

/** A typed date counts once it is a whole, real `YYYY-MM-DD` date (not 2026-02-30). */
function parseTypedDate(text: string): string | null {
  const typed = text.trim();
  return isIsoDate(typed) ? typed : null;
}

/** Calendars in the UI language, the week starting on Monday. */
function AppDates({ children }: { children: ReactNode }) {
  const language = useLanguage();
  return <DatesProvider settings={{ locale: language, firstDayOfWeek: 1 }}>{children}</DatesProvider>;
}

/**
 * The app's date field: the date written as everywhere else in the product (2026-11-24, decision
 * 29) in both languages, and a calendar in the UI language with Monday first. The browser's own
 * date input follows the browser's locale instead (11/24/2026 in an English Chromium).
 */
export function DateField({ value, onChange, ...props }: Props) {
  return (
    <AppDates>
      <DatePickerInput
        leftSection={<IconCalendar size={16} />}
        {...props}
        valueFormat={DATE_FORMAT}
        value={value || null}
        onChange={(date) => onChange(date ?? '')}
      />
    </AppDates>
  );
}

/**
 * The same date, typed as well as picked: for a filter, where a date years back (the start of a
 * range) is quicker to type than to reach in a calendar. It changes once the text is a whole date;
 * emptied, it clears.
 */
export function TypedDateField({ value, onChange, clearLabel, ...props }: TypedProps) {
  return (
    <AppDates>
      <DateInput
        leftSection={<IconCalendar size={16} />}
        clearable
        clearButtonProps={{ 'aria-label': clearLabel }}
        {...props}
        valueFormat={DATE_FORMAT}
        dateParser={parseTypedDate}
        value={value || null}
        onChange={(date) => onChange(date ?? '')}
      />
    </AppDates>
  );
}

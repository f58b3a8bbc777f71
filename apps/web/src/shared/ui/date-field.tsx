import '@mantine/dates/styles.css';
import 'dayjs/locale/sv';
import {
  DateInput,
  type DateInputProps,
  DatePickerInput,
  type DatePickerInputProps,
  DatesProvider,
} from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
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
  if (!/^\d{4}-\d{2}-\d{2}$/.test(typed)) return null;
  const date = new Date(`${typed}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(typed) ? typed : null;
}

/**
 * The app's date field: the date written as everywhere else in the product (2026-11-24, decision
 * 29) in both languages, and a calendar in the UI language with Monday first. The browser's own
 * date input follows the browser's locale instead (11/24/2026 in an English Chromium).
 */
export function DateField({ value, onChange, ...props }: Props) {
  const language = useLanguage();
  return (
    <DatesProvider settings={{ locale: language, firstDayOfWeek: 1 }}>
      <DatePickerInput
        leftSection={<IconCalendar size={16} />}
        {...props}
        valueFormat={DATE_FORMAT}
        value={value || null}
        onChange={(date) => onChange(date ?? '')}
      />
    </DatesProvider>
  );
}

/**
 * The same date, typed as well as picked: for a filter, where a date years back (the start of a
 * range) is quicker to type than to reach in a calendar. It changes once the text is a whole date;
 * emptied, it clears.
 */
export function TypedDateField({ value, onChange, clearLabel, ...props }: TypedProps) {
  const language = useLanguage();
  return (
    <DatesProvider settings={{ locale: language, firstDayOfWeek: 1 }}>
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
    </DatesProvider>
  );
}

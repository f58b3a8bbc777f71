import '@mantine/dates/styles.css';
import 'dayjs/locale/sv';
import { DatePickerInput, type DatePickerInputProps, DatesProvider } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { DATE_FORMAT } from '@/shared/format/date';
import { useLanguage } from '@/shared/i18n/i18n';

type Props = Omit<DatePickerInputProps, 'type' | 'value' | 'onChange' | 'valueFormat'> & {
  /** `YYYY-MM-DD`, or empty for no date. */
  value: string;
  onChange: (date: string) => void;
};

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

import { Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { LineForm } from '../model/customs-form';
import type { LineProblems } from '../model/problems';
import { LineRow } from './line-row';

const NONE: LineProblems = {};

interface Props {
  lines: LineForm[];
  lineValues: readonly number[];
  currency: string;
  problems: ReadonlyMap<string, LineProblems>;
  /** "Add at least one goods line", under the lines. */
  tableProblem: string | undefined;
  onChange: (key: string, patch: Partial<Omit<LineForm, 'key'>>) => void;
  onRemove: (key: string) => void;
  onAdd: () => void;
}

/** The goods lines, each with its own labels, and a way to add lines. */
export function LinesTable({
  lines,
  lineValues,
  currency,
  problems,
  tableProblem,
  onChange,
  onRemove,
  onAdd,
}: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      {lines.map((line, index) => (
        <LineRow
          key={line.key}
          line={line}
          index={index}
          value={lineValues[index] ?? 0}
          currency={currency}
          problems={problems.get(line.key) ?? NONE}
          onChange={onChange}
          onRemove={onRemove}
        />
      ))}
      {tableProblem && (
        <Text c="red.8" fz="sm" role="alert">
          {tableProblem}
        </Text>
      )}
      <div>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={onAdd}
          disabled={lines.length >= 50}
        >
          {t('customs.form.addLine')}
        </Button>
      </div>
    </Stack>
  );
}

import { Button, Divider, Grid, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { LineForm } from '../model/customs-form';
import type { LineProblems } from '../model/problems';
import { LINE_COLUMNS, LINE_SPANS } from './line-columns';
import { LineRow } from './line-row';

const NONE: LineProblems = {};

interface Props {
  lines: LineForm[];
  lineValues: readonly number[];
  problems: ReadonlyMap<string, LineProblems>;
  /** "Add at least one goods line", under the table. */
  tableProblem: string | undefined;
  onChange: (key: string, patch: Partial<Omit<LineForm, 'key'>>) => void;
  onRemove: (key: string) => void;
  onAdd: () => void;
}

/** The goods lines with a header on wide screens and a way to add lines. */
export function LinesTable({ lines, lineValues, problems, tableProblem, onChange, onRemove, onAdd }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Grid columns={24} gap="xs" visibleFrom="lg" aria-hidden="true">
        {LINE_COLUMNS.map((column) => (
          <Grid.Col key={column} span={LINE_SPANS[column]}>
            <Text fz="sm" fw={500}>
              {t(`customs.form.fields.${column}`)}
            </Text>
          </Grid.Col>
        ))}
      </Grid>
      {lines.map((line, index) => (
        <div key={line.key}>
          {index > 0 && <Divider hiddenFrom="lg" mb="sm" />}
          <LineRow
            line={line}
            index={index}
            value={lineValues[index] ?? 0}
            problems={problems.get(line.key) ?? NONE}
            onChange={onChange}
            onRemove={onRemove}
          />
        </div>
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

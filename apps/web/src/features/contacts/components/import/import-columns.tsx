import { Code, Table } from '@mantine/core';
import { CONTACT_IMPORT_COLUMNS } from '@skeppa/domain';
import { useTranslation } from '@/shared/i18n/use-translation';
import { StatusBadge } from '../status-badge';

/** The headings of the template with what each holds, and which must be in the file. */
export function ImportColumns() {
  const { t } = useTranslation();
  return (
    <Table striped withTableBorder fz="sm" data-testid="import-columns">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('contacts.import.columns.heading')}</Table.Th>
          <Table.Th>{t('contacts.import.columns.content')}</Table.Th>
          <Table.Th>{t('contacts.import.columns.inFile')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {CONTACT_IMPORT_COLUMNS.map((c) => (
          <Table.Tr key={c.heading}>
            <Table.Td>
              <Code>{c.heading}</Code>
            </Table.Td>
            <Table.Td>{t(`contacts.import.columns.about.${c.field}`)}</Table.Td>
            <Table.Td>
              <StatusBadge size="sm" tone={c.required ? 'brand' : 'neutral'}>
                {t(c.required ? 'contacts.import.columns.required' : 'contacts.import.columns.optional')}
              </StatusBadge>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

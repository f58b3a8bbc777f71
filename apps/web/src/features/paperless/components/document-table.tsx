import { ActionIcon, Badge, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import type { PaperlessDocument } from '@skeppa/domain';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { formatDate } from '@/shared/format/date';
import { fileSize } from '@/shared/format/file-size';
import { useTranslation } from '@/shared/i18n/use-translation';

interface Props {
  documents: PaperlessDocument[];
  onDownload: (document: PaperlessDocument) => void;
  onDelete: (document: PaperlessDocument) => void;
}

/** The shipment's documents with UPS's id for each, to download or delete. */
export function DocumentTable({ documents, onDownload, onDelete }: Props) {
  const { t } = useTranslation();
  if (documents.length === 0) return <Text c="dimmed">{t('paperless.list.empty')}</Text>;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" data-testid="paperless-documents">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('paperless.list.file')}</Table.Th>
            <Table.Th>{t('paperless.list.type')}</Table.Th>
            <Table.Th>{t('paperless.list.size')}</Table.Th>
            <Table.Th>{t('paperless.list.uploaded')}</Table.Th>
            <Table.Th>{t('paperless.list.upsId')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('paperless.list.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {documents.map((d) => (
            <Table.Tr key={d.id}>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Text fz="sm" fw={500} style={{ wordBreak: 'break-all' }}>
                    {d.fileName}
                  </Text>
                  {d.generated && (
                    <Badge variant="light" size="sm">
                      {t('paperless.list.generated')}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>{t(`paperless.types.${d.documentType}`)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{fileSize(d.size)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(d.uploadedAt, { time: true })}</Table.Td>
              <Table.Td>
                <Text ff="monospace" fz="xs">
                  {d.upsDocumentId}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap" justify="flex-end">
                  <ActionIcon
                    variant="subtle"
                    onClick={() => onDownload(d)}
                    aria-label={t('paperless.list.download', { name: d.fileName })}
                  >
                    <IconDownload size={18} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    onClick={() => onDelete(d)}
                    aria-label={t('paperless.list.delete', { name: d.fileName })}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

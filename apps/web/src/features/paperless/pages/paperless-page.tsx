import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  PAPERLESS_MAX_DOCUMENTS,
  type PaperlessDocument,
  type PaperlessDocumentType,
  type PaperlessListResponse,
} from '@skeppa/domain';
import { IconAlertCircle, IconFileInvoice, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '@/shared/api/error-message';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/routes/paths';
import { PageLoader } from '@/shared/ui/page-loader';
import { ShipmentPageFrame } from '@/shared/ui/shipment-page-frame';
import { useDeleteDocument } from '../api/delete-document';
import { downloadDocument } from '../api/download-document';
import { useDocuments } from '../api/list-documents';
import { useSendInvoice } from '../api/send-invoice';
import { useUploadDocument } from '../api/upload-document';
import { ConfirmDelete } from '../components/confirm-delete';
import { DocumentTable } from '../components/document-table';
import { UploadForm } from '../components/upload-form';

type Notice = { color: 'teal' | 'red'; text: string } | null;

function Documents({ consignmentId, list }: { consignmentId: number; list: PaperlessListResponse }) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [toDelete, setToDelete] = useState<PaperlessDocument | null>(null);
  const [deleteFailure, setDeleteFailure] = useState<string | null>(null);
  const upload = useUploadDocument(consignmentId);
  const remove = useDeleteDocument(consignmentId);
  const sendInvoice = useSendInvoice(consignmentId);
  const count = list.documents.length;
  const full = count >= PAPERLESS_MAX_DOCUMENTS;

  const onUpload = async (file: File, documentType: PaperlessDocumentType) => {
    setNotice(null);
    setProgress(0);
    try {
      await upload.mutateAsync({ file, documentType, onProgress: setProgress });
      setNotice({ color: 'teal', text: t('paperless.upload.done', { name: file.name }) });
      return true;
    } catch (error) {
      setNotice({ color: 'red', text: errorMessage(t, error) });
      return false;
    } finally {
      setProgress(null);
    }
  };

  const onDelete = async () => {
    if (!toDelete) return;
    setDeleteFailure(null);
    try {
      await remove.mutateAsync(toDelete.id);
      setNotice({ color: 'teal', text: t('paperless.delete.done', { name: toDelete.fileName }) });
      setToDelete(null);
    } catch (error) {
      setDeleteFailure(errorMessage(t, error));
    }
  };

  const onDownload = async (d: PaperlessDocument) => {
    try {
      await downloadDocument(consignmentId, d.id, d.fileName);
    } catch (error) {
      setNotice({ color: 'red', text: errorMessage(t, error) });
    }
  };

  const onSendInvoice = async () => {
    setNotice(null);
    try {
      await sendInvoice.mutateAsync();
      setNotice({ color: 'teal', text: t('paperless.invoice.done') });
    } catch (error) {
      setNotice({ color: 'red', text: errorMessage(t, error) });
    }
  };

  return (
    <Stack gap="md">
      {notice && (
        <Alert
          color={notice.color}
          role={notice.color === 'red' ? 'alert' : 'status'}
          data-testid="paperless-notice"
        >
          {notice.text}
        </Alert>
      )}
      <Paper withBorder radius="md" p="lg">
        <Title order={2} fz="lg" mb="sm">
          {t('paperless.upload.title')}
        </Title>
        <UploadForm count={count} progress={progress} onUpload={onUpload} />
      </Paper>
      <Paper withBorder radius="md" p="lg">
        <Stack gap="xs">
          <Title order={2} fz="lg">
            {t('paperless.invoice.title')}
          </Title>
          <Text fz="sm">{t('paperless.invoice.text')}</Text>
          <Group gap="sm">
            <Button
              leftSection={<IconSend size={16} />}
              onClick={() => void onSendInvoice()}
              loading={sendInvoice.isPending}
              disabled={full}
            >
              {t('paperless.invoice.send')}
            </Button>
            <Button
              variant="subtle"
              leftSection={<IconFileInvoice size={16} />}
              component={Link}
              to={`${paths.customs}?consignmentId=${consignmentId}`}
            >
              {t('paperless.invoice.open')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="lg">
        <Group justify="space-between" mb="sm">
          <Title order={2} fz="lg">
            {t('paperless.list.title')}
          </Title>
          <Badge variant="light" color={full ? 'orange' : 'gray'} size="lg" tt="none">
            {t('paperless.count', { count, max: PAPERLESS_MAX_DOCUMENTS })}
          </Badge>
        </Group>
        <DocumentTable
          documents={list.documents}
          onDownload={(d) => void onDownload(d)}
          onDelete={(d) => {
            setDeleteFailure(null);
            setToDelete(d);
          }}
        />
      </Paper>
      <ConfirmDelete
        name={toDelete?.fileName ?? null}
        busy={remove.isPending}
        failure={deleteFailure}
        onConfirm={() => void onDelete()}
        onClose={() => setToDelete(null)}
      />
    </Stack>
  );
}

function Shipment({ consignmentId }: { consignmentId: number }) {
  const { t } = useTranslation();
  const query = useDocuments(consignmentId);
  if (query.isPending) return <PageLoader />;
  if (query.isError)
    return (
      <Alert color="red" icon={<IconAlertCircle />} role="alert">
        {errorMessage(t, query.error)}
      </Alert>
    );
  if (!query.data.accepted)
    return (
      <Alert color="blue" icon={<IconAlertCircle />} data-testid="paperless-not-accepted">
        {t('paperless.notAccepted')}
      </Alert>
    );
  return <Documents consignmentId={consignmentId} list={query.data} />;
}

/** `/consignment/upspaperless?consignmentId=`: a UPS shipment's customs documents, sent electronically. */
export default function PaperlessPage() {
  const { t } = useTranslation();
  return (
    <ShipmentPageFrame
      title={t('routes.upspaperless')}
      intro={t('paperless.intro')}
      noShipment={t('paperless.noShipment')}
      toList={t('paperless.toList')}
    >
      {(consignmentId) => <Shipment key={consignmentId} consignmentId={consignmentId} />}
    </ShipmentPageFrame>
  );
}

export { paperlessTexts as texts } from '../texts';

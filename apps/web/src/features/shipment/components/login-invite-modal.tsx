import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconLogin, IconMail } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/routes/paths';

const SUPPORT_EMAIL = 'kundtjanst@skeppa.se';

interface Props {
  /** The service the visitor chose, or null while closed. */
  service: string | null;
  onClose: () => void;
}

/** A visitor in the demo who chooses a service is invited to log in or to ask for an account. */
export function LoginInviteModal({ service, onClose }: Props) {
  const { t } = useTranslation();
  const subject = encodeURIComponent(t('shipment.invite.mailSubject'));
  const body = encodeURIComponent(t('shipment.invite.mailBody', { service: service ?? '' }));
  return (
    <Modal
      opened={service !== null}
      onClose={onClose}
      title={t('shipment.invite.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
      size="md"
    >
      <Stack>
        <Text>{t('shipment.invite.text', { service })}</Text>
        <Text fz="sm" c="dimmed">
          {t('shipment.invite.nothingBooked')}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button
            component="a"
            href={`mailto:${SUPPORT_EMAIL}?subject=${subject}&body=${body}`}
            variant="default"
            leftSection={<IconMail size={16} />}
          >
            {t('shipment.invite.register')}
          </Button>
          <Button component={Link} to={paths.welcome} leftSection={<IconLogin size={16} />}>
            {t('shipment.invite.login')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

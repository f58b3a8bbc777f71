import {
  Affix,
  Alert,
  Button,
  Group,
  Loader,
  LoadingOverlay,
  Modal,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Transition,
} from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { HtmlContent } from '@/shared/ui/html-content';
import { ui, useUiStore } from '@/shared/ui/ui-store';

const BANNER_COLORS = { info: 'harbour', success: 'teal', warning: 'orange', error: 'red' } as const;

/** How long a success banner stays: long enough to read, gone before the next task. */
export const SUCCESS_BANNER_MS = 10_000;

/**
 * A banner belongs to the page it was shown for: it survives the navigation that leads there
 * (most are shown just before one) and goes with the next. A success also goes by itself.
 */
function useBannerLifetime() {
  const banner = useUiStore((s) => s.banner);
  const { key } = useLocation();
  // Navigations counted since the banner came, the one that brought it included.
  const seen = useRef({ banner, key, moves: 0 });
  useEffect(() => {
    const last = seen.current;
    const moves = (last.banner === banner ? last.moves : 0) + (last.key === key ? 0 : 1);
    seen.current = { banner, key, moves };
    if (banner && moves >= 2) ui.hideBanner();
  }, [banner, key]);
  useEffect(() => {
    if (banner?.kind !== 'success') return;
    const timer = setTimeout(ui.hideBanner, SUCCESS_BANNER_MS);
    return () => clearTimeout(timer);
  }, [banner]);
  return banner;
}

/** The optional message banner above the page. */
export function MessageBannerView() {
  const { t } = useTranslation();
  const banner = useBannerLifetime();
  if (!banner) return null;
  return (
    <Alert
      color={BANNER_COLORS[banner.kind]}
      withCloseButton
      closeButtonLabel={t('common.close')}
      onClose={ui.hideBanner}
      mb="md"
      role="status"
    >
      {banner.text}
    </Alert>
  );
}

/** Loading and confirming overlays, the content modal and the success icon of SPEC §2. */
export function LayoutOverlays() {
  const { t } = useTranslation();
  const { loading, confirming, confirmingDetail, modal, successVisible } = useUiStore();
  return (
    <>
      <LoadingOverlay visible={loading > 0} pos="fixed" zIndex={300} overlayProps={{ blur: 1 }} />
      <LoadingOverlay
        visible={confirming}
        pos="fixed"
        zIndex={310}
        loaderProps={{
          children: (
            <Paper shadow="md" p="lg" radius="md" role="status" data-testid="confirming">
              <Group>
                <Loader size="sm" />
                <Stack gap={0}>
                  <Text fw={500}>{t('layout.confirming')}</Text>
                  {confirmingDetail && <Text fz="sm">{confirmingDetail}</Text>}
                </Stack>
              </Group>
            </Paper>
          ),
        }}
      />
      <Modal
        opened={modal !== null}
        onClose={ui.closeModal}
        title={modal?.subject}
        closeButtonProps={{ 'aria-label': t('common.close') }}
        size="lg"
        centered
      >
        <Stack>
          {modal && <HtmlContent topHeading={3} html={modal.content} />}
          <Group justify="flex-end">
            <Button onClick={ui.closeModal}>{t('common.close')}</Button>
          </Group>
        </Stack>
      </Modal>
      <Affix position={{ top: 76, right: 24 }} zIndex={320}>
        <Transition mounted={successVisible} transition="pop" duration={150}>
          {(style) => (
            <ThemeIcon
              style={style}
              size={48}
              radius="xl"
              color="teal"
              aria-label={t('layout.saved')}
              role="status"
            >
              <IconCheck size={28} />
            </ThemeIcon>
          )}
        </Transition>
      </Affix>
    </>
  );
}

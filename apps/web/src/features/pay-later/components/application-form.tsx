import {
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Customer } from '@skeppa/domain';
import { IconSend } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '@/shared/api/error-message';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useApplyPayLater } from '../api/apply-pay-later';
import {
  type ApplicationDraft,
  applicationDraft,
  applicationProblems,
  applicationRequest,
  MAX_LIMIT_SEK,
  MIN_LIMIT_SEK,
  serverProblems,
} from '../model/application-form';

interface Props {
  customer: Customer;
  /** An approved company applies for a new limit. */
  change: boolean;
}

/**
 * An administrator's application: the org. no. from the company's details, the limit wanted and a
 * message. Checked by the domain's schema before it is sent; "Mandatory field" waits for a first try.
 */
export function ApplicationForm({ customer, change }: Props) {
  const { t } = useTranslation();
  const apply = useApplyPayLater(customer.id);
  const [draft, setDraft] = useState<ApplicationDraft>(() => applicationDraft(customer));
  const [tried, setTried] = useState(false);
  const problems = { ...(apply.isError ? serverProblems(apply.error) : {}), ...applicationProblems(draft) };
  const shown = tried ? problems : {};
  const set = (patch: Partial<ApplicationDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    if (apply.isError) apply.reset();
  };
  const fieldError = (key: keyof ApplicationDraft) => (shown[key] ? t(shown[key]) : undefined);
  const refused = apply.isError && Object.keys(serverProblems(apply.error)).length === 0;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    const request = applicationRequest(draft);
    if (!request) return;
    apply.mutate(request, {
      onSuccess: () =>
        notifications.show({
          color: 'teal',
          title: t('payLater.form.sentTitle'),
          message: t('payLater.form.sent'),
          closeButtonProps: { 'aria-label': t('common.close') },
        }),
    });
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={submit} noValidate aria-labelledby="pay-later-form-title">
        <Stack gap="md">
          <Title order={2} fz="lg" id="pay-later-form-title">
            {t(change ? 'payLater.form.titleChange' : 'payLater.form.title')}
          </Title>
          <Group align="flex-start" grow preventGrowOverflow={false} wrap="wrap">
            <TextInput
              label={t('payLater.form.orgNo')}
              description={t('payLater.form.orgNoHint')}
              value={draft.orgNo}
              onChange={(e) => set({ orgNo: e.currentTarget.value })}
              error={fieldError('orgNo')}
              withAsterisk
              maxLength={20}
              miw={220}
            />
            <NumberInput
              label={t('payLater.form.requestedLimit')}
              description={t('payLater.form.requestedLimitHint')}
              value={draft.requestedLimit}
              onChange={(v) => set({ requestedLimit: typeof v === 'number' ? v : '' })}
              error={fieldError('requestedLimit')}
              withAsterisk
              min={MIN_LIMIT_SEK}
              max={MAX_LIMIT_SEK}
              clampBehavior="none"
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=" "
              hideControls
              rightSection={
                <Text size="sm" c="dimmed" pr="xs">
                  SEK
                </Text>
              }
              rightSectionWidth={48}
              miw={220}
            />
          </Group>
          <Textarea
            label={t('payLater.form.message')}
            placeholder={t('payLater.form.messagePlaceholder')}
            value={draft.message}
            onChange={(e) => set({ message: e.currentTarget.value })}
            error={fieldError('message')}
            rows={4}
            maxLength={1000}
          />
          <Text size="sm" c="dimmed">
            {t('payLater.form.consent')}
          </Text>
          {refused && (
            <Alert color="red" role="alert">
              {errorMessage(t, apply.error)}
            </Alert>
          )}
          {tried && Object.keys(problems).length > 0 && (
            <Text size="sm" c="red.9" role="status">
              {t('payLater.form.invalid')}
            </Text>
          )}
          <Group>
            <Button type="submit" leftSection={<IconSend size={16} />} loading={apply.isPending}>
              {t('payLater.form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

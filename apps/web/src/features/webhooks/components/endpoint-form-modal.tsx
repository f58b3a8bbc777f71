import { Alert, Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import {
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_URL_MAX_LENGTH,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
  type WebhookEventType,
} from '@skeppa/domain';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '@/shared/api/error-message';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useCreateEndpoint } from '../api/create-endpoint';
import { useUpdateEndpoint } from '../api/update-endpoint';
import {
  type EndpointDraft,
  endpointDraft,
  endpointProblems,
  endpointRequest,
  isAddressRefusal,
} from '../model/endpoint-form';

interface Props {
  /** The endpoint to change; none adds a new one. */
  endpoint: WebhookEndpoint | null;
  onClose: () => void;
  /** A new endpoint, with the secret to show once. */
  onCreated: (endpoint: WebhookEndpointWithSecret) => void;
  onSaved: () => void;
}

/** Address, description and events; checked by the domain's schema, the address by the server. */
function EndpointForm({ endpoint, onClose, onCreated, onSaved }: Props) {
  const { t } = useTranslation();
  const create = useCreateEndpoint();
  const update = useUpdateEndpoint();
  const saving = endpoint ? update : create;
  const [draft, setDraft] = useState<EndpointDraft>(() => endpointDraft(endpoint ?? undefined));
  const [tried, setTried] = useState(false);
  const problems = tried ? endpointProblems(draft) : {};
  const refusal =
    saving.isError && isAddressRefusal(saving.error) ? errorMessage(t, saving.error) : undefined;
  const set = (patch: Partial<EndpointDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    if (saving.isError) saving.reset();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    const request = endpointRequest(draft);
    if (!request) return;
    if (endpoint) update.mutate({ id: endpoint.id, request }, { onSuccess: onSaved });
    else create.mutate(request, { onSuccess: onCreated });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('webhooks.form.url')}
          description={t('webhooks.form.urlHint')}
          value={draft.url}
          onChange={(e) => set({ url: e.currentTarget.value })}
          error={refusal ?? (problems.url ? t(problems.url) : undefined)}
          withAsterisk
          maxLength={WEBHOOK_URL_MAX_LENGTH}
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          data-autofocus
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        <TextInput
          label={t('webhooks.form.description')}
          placeholder={t('webhooks.form.descriptionPlaceholder')}
          value={draft.description}
          onChange={(e) => set({ description: e.currentTarget.value })}
          error={problems.description ? t(problems.description) : undefined}
          maxLength={200}
        />
        <Checkbox.Group
          label={t('webhooks.form.eventTypes')}
          value={draft.eventTypes}
          onChange={(v) => set({ eventTypes: v as WebhookEventType[] })}
          error={problems.eventTypes ? t(problems.eventTypes) : undefined}
          withAsterisk
        >
          <Stack gap="xs" mt="xs">
            {WEBHOOK_EVENT_TYPES.map((type) => (
              <Checkbox
                key={type}
                value={type}
                label={
                  <>
                    {t(`webhooks.events.${type}`)}{' '}
                    <Text span size="xs" c="dimmed" ff="monospace">
                      {type}
                    </Text>
                  </>
                }
                description={t(`webhooks.eventHints.${type}`)}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        {saving.isError && !refusal && (
          <Alert color="red" role="alert">
            {errorMessage(t, saving.error)}
          </Alert>
        )}
        {tried && Object.keys(problems).length > 0 && (
          <Text size="sm" c="red.9" role="status">
            {t('webhooks.form.invalid')}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="subtle" color="gray" onClick={onClose} disabled={saving.isPending}>
            {t('webhooks.form.cancel')}
          </Button>
          <Button type="submit" loading={saving.isPending}>
            {t(endpoint ? 'webhooks.form.saveChanges' : 'webhooks.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Adding or changing an endpoint, in a dialog; the form starts afresh each time it opens. */
export function EndpointFormModal(p: Props & { opened: boolean }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={p.opened}
      onClose={p.onClose}
      title={t(p.endpoint ? 'webhooks.form.editTitle' : 'webhooks.form.addTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      size="lg"
      centered
    >
      {p.opened && <EndpointForm {...p} />}
    </Modal>
  );
}

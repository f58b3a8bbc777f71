import { Alert, Button, Group, Modal, SegmentedControl, Stack, Table, Text, TextInput } from '@mantine/core';
import { API_KEY_AREAS, type ApiKeyCreated } from '@skeppa/domain';
import { useState } from 'react';
import { errorMessage } from '@/shared/api/error-message';
import { useTranslation } from '@/shared/i18n/use-translation';
import { TypedDateField } from '@/shared/ui/date-field';
import { useCreateApiKey } from '../api/create-api-key';
import { type AreaAccess, noScopes, scopesOf } from '../model/scopes';

interface Props {
  opened: boolean;
  onClose: () => void;
  /** The key made, with its secret: the page shows it once. */
  onCreated: (key: ApiKeyCreated) => void;
}

/** A new key: its name, what it may do in each area, and an optional last day. */
export function CreateKeyModal({ opened, onClose, onCreated }: Props) {
  const { t } = useTranslation();
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [access, setAccess] = useState(noScopes);
  const [expiresOn, setExpiresOn] = useState('');
  const [checked, setChecked] = useState(false);
  const scopes = scopesOf(access);
  const nameError = checked && name.trim() === '' ? t('apiKeys.form.nameMissing') : null;
  const scopesError = checked && scopes.length === 0 ? t('apiKeys.form.scopesMissing') : null;

  const close = () => {
    setName('');
    setAccess(noScopes());
    setExpiresOn('');
    setChecked(false);
    create.reset();
    onClose();
  };

  const submit = () => {
    setChecked(true);
    if (name.trim() === '' || scopes.length === 0) return;
    create.mutate(
      { name: name.trim(), scopes, expiresOn: expiresOn || null },
      {
        onSuccess: (key) => {
          close();
          onCreated(key);
        },
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('apiKeys.form.title')}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <TextInput
            label={t('apiKeys.form.name')}
            description={t('apiKeys.form.nameHint')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={60}
            required
            error={nameError}
            data-autofocus
          />
          <Stack gap={4}>
            <Text fw={500} size="sm" id="api-key-scopes">
              {t('apiKeys.form.scopes')}
            </Text>
            <Table aria-labelledby="api-key-scopes" verticalSpacing={6}>
              <Table.Tbody>
                {API_KEY_AREAS.map((area) => (
                  <Table.Tr key={area}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {t(`apiKeys.areas.${area}`)}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t(`apiKeys.areaHints.${area}`)}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">
                      <SegmentedControl
                        size="xs"
                        aria-label={t(`apiKeys.areas.${area}`)}
                        value={access[area]}
                        onChange={(v) => setAccess({ ...access, [area]: v as AreaAccess })}
                        data={(area === 'bills'
                          ? (['none', 'read'] as const)
                          : (['none', 'read', 'write'] as const)
                        ).map((v) => ({ value: v, label: t(`apiKeys.accessChoice.${v}`) }))}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {scopesError && (
              <Text c="red" size="sm" role="alert">
                {scopesError}
              </Text>
            )}
          </Stack>
          <TypedDateField
            label={t('apiKeys.form.expires')}
            description={t('apiKeys.form.expiresHint')}
            clearLabel={t('apiKeys.form.clear')}
            value={expiresOn}
            onChange={setExpiresOn}
            minDate={new Date()}
          />
          {create.error && (
            <Alert color="red" role="alert">
              {errorMessage(t, create.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="subtle" color="gray" onClick={close} disabled={create.isPending}>
              {t('apiKeys.form.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('apiKeys.form.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

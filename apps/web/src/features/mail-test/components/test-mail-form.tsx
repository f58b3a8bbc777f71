import { Button, Group, Paper, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import type { Language } from '@skeppa/domain';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '@/shared/api/error-message';
import { useLanguage } from '@/shared/i18n/i18n';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useSuccessFlash } from '@/shared/ui/use-success-flash';
import { useSendTestMail } from '../api/send-test-mail';
import { emptyTestMail, type TestMailProblem, toTestMailRequest, validateTestMail } from '../model/test-mail';

/** Sends a test mail to any address through the real outbox and delivery. */
export function TestMailForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation();
  const send = useSendTestMail();
  const flash = useSuccessFlash();
  // The test mail starts in the language the administrator reads the page in.
  const language = useLanguage();
  const [draft, setDraft] = useState(() => emptyTestMail(language));
  const [problem, setProblem] = useState<TestMailProblem | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateTestMail(draft);
    setProblem(found);
    if (found) return;
    send.mutate(toTestMailRequest(draft), {
      onSuccess: () => {
        flash();
        setDraft((d) => ({ ...d, to: '' }));
        onSent();
      },
    });
  };

  return (
    <Paper withBorder radius="md" p="lg">
      <form onSubmit={submit} noValidate aria-labelledby="test-mail-title">
        <Stack gap="sm">
          <Title order={2} fz="lg" id="test-mail-title">
            {t('mailTest.form.title')}
          </Title>
          <Text fz="sm" c="dimmed">
            {t('mailTest.form.text')}
          </Text>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label={t('mailTest.form.to')}
              type="email"
              withAsterisk
              w={320}
              value={draft.to}
              error={
                problem === 'required'
                  ? t('validation.required')
                  : problem
                    ? t('validation.email')
                    : undefined
              }
              onChange={(e) => {
                const to = e.currentTarget.value;
                setDraft((d) => ({ ...d, to }));
                setProblem(null);
              }}
            />
            <Stack gap={4}>
              <Text fz="sm" fw={500} id="test-mail-language">
                {t('mailTest.form.language')}
              </Text>
              <SegmentedControl
                aria-labelledby="test-mail-language"
                value={draft.language}
                onChange={(language) => setDraft((d) => ({ ...d, language: language as Language }))}
                data={[
                  { value: 'sv', label: 'Svenska' },
                  { value: 'en', label: 'English' },
                ]}
              />
            </Stack>
            <Button type="submit" loading={send.isPending}>
              {t('mailTest.form.send')}
            </Button>
          </Group>
          {send.isError && (
            <Text c="red.9" fz="sm" role="alert">
              {errorMessage(t, send.error)}
            </Text>
          )}
        </Stack>
      </form>
    </Paper>
  );
}

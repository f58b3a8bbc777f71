import { Alert, Button, Drawer, Group, Stack } from '@mantine/core';
import { type ContactCaller, type ContactFields, mayChangeContact, mayLockContact } from '@skeppa/domain';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '@/shared/api/error-message';
import { useCreateContact } from '@/shared/contacts/api/create-contact';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useSuccessFlash } from '@/shared/ui/use-success-flash';
import { useUpdateContact } from '../api/update-contact';
import { useUpdateContactSetting } from '../api/update-contact-setting';
import { type ContactForm, contactRequest, formProblems, visibleProblems } from '../model/contact-form';
import { ContactFormFields } from './contact-form-fields';

interface Props {
  /** The contact being created or changed, with its owner; null closes the drawer. */
  editing: { form: ContactForm; custId: number; locked: boolean } | null;
  caller: ContactCaller;
  onClose: () => void;
}

/** The create and edit form of a contact, in a drawer over the list. */
export function ContactDrawer({ editing, caller, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={editing !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={t(editing?.form.id ? 'contacts.drawer.editTitle' : 'contacts.drawer.newTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {editing && (
        <DrawerForm key={editing.form.id ?? 'new'} editing={editing} caller={caller} onClose={onClose} />
      )}
    </Drawer>
  );
}

function DrawerForm({ editing, caller, onClose }: Props & { editing: NonNullable<Props['editing']> }) {
  const { t } = useTranslation();
  const flash = useSuccessFlash();
  const [form, setForm] = useState(editing.form);
  const [attempted, setAttempted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateContact();
  const update = useUpdateContact();
  const setting = useUpdateContactSetting(caller.customerId);
  const owner = { custId: editing.custId, locked: editing.locked };
  const readOnly = form.id !== null && !mayChangeContact(owner, caller);
  const problems = formProblems(form);
  const shown = visibleProblems(problems, attempted);
  const busy = create.isPending || update.isPending || setting.isPending;

  const onChange = (patch: Partial<ContactFields>) =>
    setForm((f) => ({ ...f, fields: { ...f.fields, ...patch } }));

  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    setAttempted(true);
    setFailure(null);
    try {
      if (readOnly && form.id !== null) {
        // Someone else's locked contact: only the caller's own favourite may change.
        await setting.mutateAsync({
          setting: 'primaryContactId',
          value: form.fields.primary ? form.id : null,
        });
      } else {
        if (Object.keys(problems).length > 0) return;
        const body = contactRequest(form);
        if (form.id === null) await create.mutateAsync(body);
        else await update.mutateAsync({ ...body, id: form.id });
      }
      flash();
      onClose();
    } catch (error) {
      setFailure(errorMessage(t, error));
    }
  };

  return (
    <form onSubmit={(e) => void save(e)} noValidate>
      <Stack gap="md">
        {readOnly && (
          <Alert color="gray" icon={<IconLock size={18} />}>
            {t('contacts.drawer.lockedByOwner')}
          </Alert>
        )}
        <ContactFormFields
          fields={form.fields}
          onChange={onChange}
          errors={shown}
          readOnly={readOnly}
          mayLock={form.id === null || mayLockContact(owner, caller)}
        />
        {attempted && !readOnly && Object.keys(problems).length > 0 && (
          <Alert color="red" icon={<IconAlertCircle />} data-testid="form-invalid">
            {t('validation.formInvalid')}
          </Alert>
        )}
        {failure && (
          <Alert color="red" icon={<IconAlertCircle />} role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="subtle" color="gray" onClick={onClose} disabled={busy}>
            {t('contacts.actions.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('contacts.actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { ActionIcon, Alert, Button, Group, Menu, Modal, Stack, Text, TextInput } from '@mantine/core';
import { PACKAGE_FAVOURITE_NAME_MAX_LENGTH, type PackageFavourite } from '@skeppa/domain';
import { IconStar, IconStarFilled, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '@/shared/api/error-message';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useSessionStore } from '@/shared/session/session-store';
import { useCreatePackageFavourite } from '../api/create-package-favourite';
import { useDeletePackageFavourite } from '../api/delete-package-favourite';
import { usePackageFavourites } from '../api/list-package-favourites';
import { useUpdatePackageFavourite } from '../api/update-package-favourite';
import type { GoodsRowForm } from '../model/draft';
import { draftActions } from '../model/draft-store';
import { favouriteGoodsOf, rowFromFavourite } from '../model/package-favourite';

/** Signed in and not the demo user: may save favourites. Signed in at all: may read them. */
function useFavouriteAccess() {
  const user = useSessionStore((s) => s.user);
  return { signedIn: user !== null, maySave: user !== null && !user.demoUser };
}

/** Asks for a name and saves; the server's refusal (a taken name) shows under the field. */
function NameDialog({
  opened,
  title,
  initial,
  onClose,
  onSave,
}: {
  opened: boolean;
  title: string;
  initial: string;
  onClose: () => void;
  onSave: (name: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // No form of its own: the dialog sits inside the price form (portalled, but React nests it).
  const submit = async () => {
    if (name.trim() === '') return setError(t('validation.required'));
    setBusy(true);
    try {
      await onSave(name.trim());
      onClose();
    } catch (err) {
      setError(errorMessage(t, err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <TextInput
          label={t('shipment.favourites.name')}
          value={name}
          maxLength={PACKAGE_FAVOURITE_NAME_MAX_LENGTH}
          onChange={(e) => {
            setName(e.currentTarget.value);
            setError(null);
          }}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            void submit();
          }}
          error={error}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="subtle" color="gray" onClick={onClose}>
            {t('shipment.favourites.cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={busy}>
            {t('shipment.favourites.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The star beside a goods row: saves the row under a name for the whole company. */
export function SaveFavouriteButton({ row, index }: { row: GoodsRowForm; index: number }) {
  const { t } = useTranslation();
  const { maySave } = useFavouriteAccess();
  const create = useCreatePackageFavourite();
  const [open, setOpen] = useState(false);
  if (!maySave) return null;
  return (
    <>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        onClick={() => setOpen(true)}
        aria-label={t('shipment.favourites.saveRow', { n: index + 1 })}
        title={t('shipment.favourites.saveRow', { n: index + 1 })}
      >
        <IconStar size={18} stroke={1.6} />
      </ActionIcon>
      {open && (
        <NameDialog
          opened
          title={t('shipment.favourites.saveTitle')}
          initial=""
          onClose={() => setOpen(false)}
          onSave={(name) => create.mutateAsync({ ...favouriteGoodsOf(row), name })}
        />
      )}
    </>
  );
}

/** One favourite in the manage dialog: rename, replace with the first row, delete. */
function FavouriteLine({
  favourite,
  current,
}: {
  favourite: PackageFavourite;
  current: GoodsRowForm | undefined;
}) {
  const { t } = useTranslation();
  const update = useUpdatePackageFavourite();
  const remove = useDeletePackageFavourite();
  const [renaming, setRenaming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fail = (err: unknown) => setError(errorMessage(t, err));
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={500}>{favourite.name}</Text>
        <Group gap="xs" wrap="nowrap">
          <Button size="compact-sm" variant="subtle" onClick={() => setRenaming(true)}>
            {t('shipment.favourites.rename')}
          </Button>
          {current && (
            <Button
              size="compact-sm"
              variant="subtle"
              loading={update.isPending}
              onClick={() =>
                update
                  .mutateAsync({ ...favouriteGoodsOf(current), id: favourite.id, name: favourite.name })
                  .catch(fail)
              }
            >
              {t('shipment.favourites.replace')}
            </Button>
          )}
          <ActionIcon
            variant="subtle"
            color="red"
            loading={remove.isPending}
            onClick={() => remove.mutateAsync(favourite.id).catch(fail)}
            aria-label={t('shipment.favourites.delete', { name: favourite.name })}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      </Group>
      {error && (
        <Text fz="sm" c="var(--mantine-color-error)">
          {error}
        </Text>
      )}
      {renaming && (
        <NameDialog
          opened
          title={t('shipment.favourites.renameTitle')}
          initial={favourite.name}
          onClose={() => setRenaming(false)}
          onSave={(name) => update.mutateAsync({ ...favourite, name })}
        />
      )}
    </Stack>
  );
}

/**
 * The goods' favourites menu: picking one fills the empty first row or adds a row; signed-in users
 * other than the demo user also manage them (rename, replace with the first row, delete).
 */
export function PackageFavouritesMenu({ goods }: { goods: GoodsRowForm[] }) {
  const { t } = useTranslation();
  const { signedIn, maySave } = useFavouriteAccess();
  const favourites = usePackageFavourites(signedIn);
  const [managing, setManaging] = useState(false);
  if (!signedIn) return null;
  const list = favourites.data ?? [];
  return (
    <>
      <Menu position="bottom-start" withinPortal withInitialFocusPlaceholder={false}>
        <Menu.Target>
          <Button variant="light" leftSection={<IconStarFilled size={16} />}>
            {t('shipment.favourites.menu')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {list.length === 0 && <Menu.Label>{t('shipment.favourites.none')}</Menu.Label>}
          {list.map((f) => (
            <Menu.Item key={f.id} onClick={() => draftActions.addFavouriteRow(rowFromFavourite(f))}>
              {f.name}
            </Menu.Item>
          ))}
          {maySave && list.length > 0 && (
            <>
              <Menu.Divider />
              <Menu.Item onClick={() => setManaging(true)}>{t('shipment.favourites.manage')}</Menu.Item>
            </>
          )}
        </Menu.Dropdown>
      </Menu>
      <Modal
        opened={managing}
        onClose={() => setManaging(false)}
        title={t('shipment.favourites.manageTitle')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack gap="sm">
          {list.length === 0 && <Alert>{t('shipment.favourites.none')}</Alert>}
          {list.length > 0 && <Text fz="sm">{t('shipment.favourites.replaceHint')}</Text>}
          {list.map((f) => (
            <FavouriteLine key={f.id} favourite={f} current={goods[0]} />
          ))}
        </Stack>
      </Modal>
    </>
  );
}

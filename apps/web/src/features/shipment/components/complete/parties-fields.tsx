import { Button, Group, SimpleGrid } from '@mantine/core';
import type { Consignment, FreightService } from '@skeppa/domain';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { OPTIONAL_ROLES, partOf } from '../../model/completion';
import { completionActions } from '../../model/completion-store';
import { PartFields } from './part-fields';

const PART_FIELDS = ['name', 'address0', 'postcode', 'city', 'contactPerson', 'mobile', 'email'];

interface Props {
  consignment: Consignment;
  /** The chosen service, which says whether names and mobiles are mandatory; undefined while loading. */
  template: FreightService | undefined;
  /** The translated message of a field by its key (`consignor.name`), once a Continue was tried. */
  shown: (key: string) => string | undefined;
}

/** The sender and the receiver, the optional parties added, and a button for each one not yet added. */
export function PartiesFields({ consignment, template, shown }: Props) {
  const { t } = useTranslation();
  const partErrors = (role: string) => {
    const out: Record<string, string | undefined> = {};
    for (const f of PART_FIELDS) out[f] = shown(`${role}.${f}`);
    return out;
  };
  const missing = OPTIONAL_ROLES.filter((r) => !partOf(consignment, r));
  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {(['consignor', 'consignee'] as const).map((role) => {
          const part = partOf(consignment, role);
          if (!part) return null;
          const sender = role === 'consignor';
          return (
            <PartFields
              key={role}
              part={part}
              errors={partErrors(role)}
              mandatory={{
                name: Boolean(sender ? template?.mandatoryNameConsignor : template?.mandatoryNameConsignee),
                mobile: Boolean(
                  sender ? template?.mandatoryMobileConsignor : template?.mandatoryMobileConsignee,
                ),
              }}
            />
          );
        })}
        {OPTIONAL_ROLES.map((role) => {
          const part = partOf(consignment, role);
          return part ? (
            <PartFields
              key={role}
              part={part}
              errors={partErrors(role)}
              mandatory={{ name: false, mobile: false }}
              removable
            />
          ) : null;
        })}
      </SimpleGrid>
      {missing.length > 0 && (
        <Group gap="xs">
          {missing.map((role) => (
            <Button
              key={role}
              variant="light"
              size="xs"
              leftSection={<IconPlus size={14} />}
              onClick={() => completionActions.addPart(role)}
            >
              {t(`shipment.complete.add.${role}`)}
            </Button>
          ))}
        </Group>
      )}
    </>
  );
}
